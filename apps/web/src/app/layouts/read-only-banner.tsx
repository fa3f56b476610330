import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { planMessages } from '@zaplecze/contract/plans/plans';
import { useLicence } from '../../features/plans/api/get-licence';

/**
 * Shown above every signed-in page while the licence has run out (expired trial): the account is
 * read-only until a plan is bought. On the plans screen itself the button is left out.
 */
export function ReadOnlyBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const licence = useLicence();
  if (!licence.data?.readOnly) return null;
  const message =
    licence.data.notice ?? (licence.data.isTrial ? planMessages.trialExpired : planMessages.licenceExpired);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock />}
      mb="lg"
      role="alert"
      data-testid="read-only-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500} maw={760}>
          {message}
        </Text>
        {pathname !== '/settings/plans' && (
          <Button component={Link} to="/settings/plans" size="xs">
            {t('nav.plans')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
