import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../../../lib/authorized-fetch';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useOrderPage } from '../order-page-context';
import { useCreateDpdProtocol, useDpdPackages, useRetryDpdLabel } from './api';
import './translations';

/** The order's DPD packages on the Przesyłki card: the label again, and the handover protocol. */
export function DpdPackages({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const packages = useDpdPackages(orderId);
  const protocol = useCreateDpdProtocol(orderId);
  const retry = useRetryDpdLabel(orderId);
  const [chosen, setChosen] = useState<string[]>([]);
  const list = packages.data?.data ?? [];
  if (list.length === 0) return null;

  const download = (fileId: string, name: string) =>
    void downloadFile(`/api/files/${fileId}/content`, name).catch((error: unknown) =>
      page.reportError(t('orderDpd.downloadFailed'), error),
    );

  const makeProtocol = () =>
    protocol.mutate(chosen, {
      onSuccess: (answer) => {
        notify('green', answer.message);
        setChosen([]);
        download(answer.fileId, 'protokol-dpd.pdf');
      },
      onError: (error) => page.reportError(t('orderDpd.protocolFailed'), error),
    });

  return (
    <Stack gap={6} mt="sm" data-testid="dpd-packages">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {t('orderDpd.packages')}
      </Text>
      {list.map((pkg) => {
        const number = pkg.waybills[0] ?? String(pkg.packageId);
        return (
          <Group key={pkg.id} justify="space-between" wrap="nowrap" data-testid="dpd-package">
            <Checkbox
              label={
                <Group gap={6}>
                  <Text size="sm">{pkg.waybills.join(', ')}</Text>
                  {pkg.environment === 'test' && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('orderDpd.testEnvironment')}
                    </Badge>
                  )}
                  {pkg.codAmount && (
                    <Text size="xs" c="dimmed">
                      {t('orderDpd.cod_short', { amount: pkg.codAmount.replace('.', ',') })}
                    </Text>
                  )}
                </Group>
              }
              aria-label={t('orderDpd.choose', { number })}
              checked={chosen.includes(pkg.id)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setChosen((current) => (on ? [...current, pkg.id] : current.filter((id) => id !== pkg.id)));
              }}
            />
            <Group gap={4} wrap="nowrap">
              {pkg.labelFileId && (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconFileTypePdf size={14} />}
                  aria-label={t('orderDpd.labelOf', { number })}
                  onClick={() => download(pkg.labelFileId!, `DPD ${number}.pdf`)}
                >
                  {t('orderDpd.label')}
                </Button>
              )}
              {!pkg.labelFileId && page.canEdit && (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="orange"
                  loading={retry.isPending && retry.variables === pkg.id}
                  aria-label={t('orderDpd.retryLabelOf', { number })}
                  onClick={() =>
                    retry.mutate(pkg.id, {
                      onSuccess: (answer) => {
                        notify('green', answer.message);
                        download(answer.fileId, `DPD ${number}.pdf`);
                      },
                      onError: (error) => page.reportError(t('orderDpd.retryLabelFailed'), error),
                    })
                  }
                >
                  {t('orderDpd.retryLabel')}
                </Button>
              )}
              {pkg.protocolFileId && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={t('orderDpd.protocolOf', { number })}
                  onClick={() => download(pkg.protocolFileId!, `Protokol DPD ${number}.pdf`)}
                >
                  {t('orderDpd.protocol')}
                </Button>
              )}
            </Group>
          </Group>
        );
      })}
      {page.canEdit && (
        <Group>
          <Button
            size="xs"
            variant="default"
            disabled={chosen.length === 0}
            loading={protocol.isPending}
            onClick={makeProtocol}
          >
            {t('orderDpd.protocol')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
