import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { twoFactorMessages, type TwoFactorSetup } from '@zaplecze/contract/two-factor/two-factor';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { SetupPanel } from './setup-panel';
import '../translations';

const date = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** The signed-in user's own two-factor authentication: enrol with a TOTP app, or turn it off. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = async () => {
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      notify('red', messageOf(error, t('twoFactor.failed')));
    }
  };

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isPending) {
    body = <LoadingState />;
  } else if (status.isError) {
    body = (
      <ErrorState
        message={messageOf(status.error, t('twoFactor.loadFailed'))}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (status.data.enabled) {
    body = (
      <Stack gap="sm">
        <Group gap="sm">
          <Badge
            color="teal"
            variant="light"
            c="gray.9"
            leftSection={<IconShieldCheck size={14} aria-hidden />}
            tt="none"
          >
            {t('twoFactor.on')}
          </Badge>
          {status.data.enabledAt && (
            <Text size="sm" c="gray.7">
              {t('twoFactor.since', { date: date.format(new Date(status.data.enabledAt)) })}
            </Text>
          )}
        </Group>
        <Text size="sm">{t('twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</Text>
        <CodeForm
          label={t('twoFactor.disableLabel')}
          submitLabel={t('twoFactor.disable')}
          color="red"
          pending={disable.isPending}
          onSubmit={async (values) => {
            await disable.mutateAsync(values);
            notify('green', twoFactorMessages.disabled);
          }}
        />
      </Stack>
    );
  } else if (setup) {
    body = (
      <SetupPanel
        setup={setup}
        confirming={confirm.isPending}
        onCancel={() => setSetup(null)}
        onConfirm={async (values) => {
          const result = await confirm.mutateAsync(values);
          setSetup(null);
          setCodes(result.recoveryCodes);
          notify('green', result.message);
        }}
      />
    );
  } else {
    body = (
      <Stack gap="sm" align="flex-start">
        <Badge color="gray" variant="light" c="gray.9" tt="none">
          {t('twoFactor.off')}
        </Badge>
        <Text size="sm">{t('twoFactor.offText')}</Text>
        <Button
          leftSection={<IconShieldLock size={16} aria-hidden />}
          loading={start.isPending}
          onClick={() => void begin()}
        >
          {t('twoFactor.enable')}
        </Button>
      </Stack>
    );
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="two-factor-title"
      data-testid="two-factor-card"
    >
      <Title order={2} size="h4" id="two-factor-title">
        {t('twoFactor.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('twoFactor.description')}
      </Text>
      {body}
    </Card>
  );
}
