import { Box, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checkPassword, type PasswordRule } from '@zaplecze/contract/auth';

interface Props {
  id: string;
  password: string;
  rules: readonly PasswordRule[];
  /** Which label set under auth.passwordRules names the rules. */
  labels: 'registration' | 'reset';
}

/** Live password rules from the contract: each one ticks as soon as the typed password meets it. */
export function PasswordChecklist({ id, password, rules, labels }: Props) {
  const { t } = useTranslation();
  const results = checkPassword(password, rules);
  return (
    <Box id={id} data-testid="password-checklist">
      <Text size="xs" fw={600} c="gray.7" mb={4}>
        {t('auth.passwordRules.title')}
      </Text>
      <List spacing={2} size="sm" center>
        {results.map((result) => (
          <List.Item
            key={result.id}
            data-passed={result.passed}
            icon={
              <ThemeIcon
                color={result.passed ? 'teal' : 'gray'}
                variant={result.passed ? 'filled' : 'light'}
                size={16}
                radius="xl"
                aria-hidden
              >
                {result.passed ? <IconCheck size={11} /> : <IconX size={11} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={result.passed ? 'teal.9' : 'gray.7'}>
              {t(`auth.passwordRules.${labels}.${result.id}`)}
              <VisuallyHidden>
                {' '}
                — {result.passed ? t('auth.passwordRules.met') : t('auth.passwordRules.notMet')}
              </VisuallyHidden>
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
