import { Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/** Live agreement of the two password fields: 'Hasła się zgadzają' or 'Hasła nie są zgodne'. */
export function PasswordMatch({ password, confirmPassword }: { password: string; confirmPassword: string }) {
  const { t } = useTranslation();
  if (!confirmPassword) return null;
  const match = password === confirmPassword;
  const Icon = match ? IconCheck : IconX;
  return (
    <Group gap={4} wrap="nowrap" data-testid="password-match" aria-live="polite">
      <Icon
        size={14}
        color={match ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-red-8)'}
        aria-hidden
      />
      <Text size="sm" c={match ? 'teal.9' : 'red.8'}>
        {match
          ? t('auth.confirmResetPassword.passwordsMatch')
          : t('auth.confirmResetPassword.passwordsDiffer')}
      </Text>
    </Group>
  );
}
