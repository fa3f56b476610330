import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { TwoFactorCodeBody, TwoFactorSetup } from '@zaplecze/contract/two-factor/two-factor';
import { CodeForm } from './code-form';

interface Props {
  setup: TwoFactorSetup;
  confirming: boolean;
  onConfirm(body: TwoFactorCodeBody): Promise<unknown>;
  onCancel(): void;
}

/** Scan the QR code (or type the key) in an authenticator app, then confirm with its first code. */
export function SetupPanel({ setup, confirming, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const key = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <Stack gap="md">
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{t('twoFactor.step1')}</List.Item>
        <List.Item>{t('twoFactor.step2')}</List.Item>
        <List.Item>{t('twoFactor.step3')}</List.Item>
      </List>
      <Group align="flex-start" gap="lg">
        <Image
          src={setup.qrCodeDataUrl}
          alt={t('twoFactor.qrAlt')}
          w={180}
          h={180}
          radius="sm"
          bd="1px solid gray.3"
        />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('twoFactor.manualKey')}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Code fz="sm" data-testid="manual-key">
              {key}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('twoFactor.copied') : t('twoFactor.copyKey')} withArrow>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={t('twoFactor.copyKey')}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="gray.7" maw={320}>
            {t('twoFactor.manualHint')}
          </Text>
        </Stack>
      </Group>
      <CodeForm
        label={t('twoFactor.codeLabel')}
        submitLabel={t('twoFactor.confirm')}
        pending={confirming}
        onSubmit={onConfirm}
      />
      <Group>
        <Button variant="subtle" color="gray" onClick={onCancel} disabled={confirming}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
