import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

function download(codes: readonly string[]) {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = 'zaplecze-kody-odzyskiwania.txt';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The recovery codes, shown once right after enrolment: copy or download them, then finish. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="orange" icon={<IconAlertTriangle />} title={t('twoFactor.codesTitle')}>
        {t('twoFactor.codesText')}
      </Alert>
      <SimpleGrid cols={2} spacing={6} maw={360} data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('twoFactor.copied') : t('twoFactor.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(codes)}
        >
          {t('twoFactor.downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.codesSaved')}</Button>
      </Group>
    </Stack>
  );
}
