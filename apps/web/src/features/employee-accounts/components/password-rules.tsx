import { Box, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checkPassword } from '@zaplecze/contract/auth';
import { staffPasswordRules } from '@zaplecze/contract/users';

/** The staff password policy of the contract, ticking live as the typed password meets each rule. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  return (
    <Box id={id} data-testid="password-rules">
      <Text size="xs" fw={600} c="gray.7" mb={4}>
        {t('employeeAccounts.userForm.passwordRules')}
      </Text>
      <List spacing={2} size="sm" center>
        {checkPassword(password, staffPasswordRules).map((rule) => (
          <List.Item
            key={rule.id}
            data-passed={rule.passed}
            icon={
              <ThemeIcon
                color={rule.passed ? 'teal' : 'gray'}
                variant={rule.passed ? 'filled' : 'light'}
                size={16}
                radius="xl"
                aria-hidden
              >
                {rule.passed ? <IconCheck size={11} /> : <IconX size={11} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={rule.passed ? 'teal.9' : 'gray.7'}>
              {rule.label}
              <VisuallyHidden>
                {' '}
                —{' '}
                {rule.passed
                  ? t('employeeAccounts.userForm.ruleMet')
                  : t('employeeAccounts.userForm.ruleNotMet')}
              </VisuallyHidden>
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
