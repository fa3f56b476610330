import { Alert, Button, Card, Group, Radio, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import {
  orderImportFieldLabels,
  orderImportFields,
  orderImportMessages,
  orderImportProfileLabels,
  type OrderImportField,
  type OrderImportIdentifier,
  type OrderImportMode,
  type OrderImportPreview,
  type OrderImportRun,
} from '@zaplecze/contract/orders/order-import';
import { mappingFromTemplate } from '@zaplecze/contract/orders/order-import-templates';
import { useTranslation } from '../../../lib/i18n';
import { dryRunOrders } from '../api/imports';
import { failureText } from './failure-text';
import { TemplateBar } from './template-bar';

const fieldOptions = orderImportFields.map((field) => ({
  value: field,
  label: orderImportFieldLabels[field],
}));

/** Step 2: the mapping the profile proposed (changeable), the identifier and the mode, then the dry run. */
export function MappingStep({
  run,
  onChecked,
}: {
  run: OrderImportRun;
  onChecked: (preview: OrderImportPreview) => void;
}) {
  const { t } = useTranslation();
  const [mapping, setMapping] = useState<(OrderImportField | null)[]>(run.mapping);
  const [identifier, setIdentifier] = useState<OrderImportIdentifier>(run.identifier);
  const [mode, setMode] = useState<OrderImportMode>(run.mode);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = async () => {
    setChecking(true);
    setError(null);
    try {
      onChecked(await dryRunOrders(run.id, { identifier, mode, mapping }));
    } catch (failure) {
      setError(failureText(failure, t('ordersImportExport.import.dryRunFailed')));
    } finally {
      setChecking(false);
    }
  };
  return (
    <Card withBorder>
      <Stack gap="md">
        <Alert
          color={run.profile ? 'teal' : 'orange'}
          icon={run.profile ? <IconCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
          data-testid="order-import-profile"
        >
          {run.profile
            ? orderImportMessages.recognised(orderImportProfileLabels[run.profile])
            : orderImportMessages.notRecognised}
        </Alert>
        <Text size="sm">
          {run.fileName} — {t('ordersImportExport.import.rows', { count: run.total })}
        </Text>
        <TemplateBar
          run={run}
          mapping={mapping}
          identifier={identifier}
          mode={mode}
          onApply={(template) => {
            setMapping(mappingFromTemplate(run.header, template.columns));
            setIdentifier(template.identifier);
            setMode(template.mode);
          }}
        />
        <Title order={3} size="h5">
          {t('ordersImportExport.import.mapping')}
        </Title>
        <Table.ScrollContainer minWidth={480} mah={360}>
          <Table data-testid="order-import-mapping">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ordersImportExport.import.column')}</Table.Th>
                <Table.Th>{t('ordersImportExport.import.field')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {run.header.map((column, index) => (
                <Table.Tr key={`${index}-${column}`}>
                  <Table.Td>{column}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${t('ordersImportExport.import.field')}: ${column}`}
                      data={fieldOptions}
                      value={mapping[index] ?? null}
                      placeholder={t('ordersImportExport.import.skip')}
                      clearable
                      searchable
                      size="xs"
                      onChange={(value) =>
                        setMapping((current) => {
                          const next = [...current];
                          while (next.length < run.header.length) next.push(null);
                          next[index] = (value as OrderImportField | null) ?? null;
                          return next;
                        })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Radio.Group
          label={t('ordersImportExport.import.identifier')}
          value={identifier}
          onChange={(value) => setIdentifier(value as OrderImportIdentifier)}
        >
          <Group mt="xs">
            <Radio value="external" label={t('ordersImportExport.import.identifiers.external')} />
            <Radio value="number" label={t('ordersImportExport.import.identifiers.number')} />
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('ordersImportExport.import.mode')}
          value={mode}
          onChange={(value) => setMode(value as OrderImportMode)}
        >
          <Group mt="xs">
            <Radio value="addAndUpdate" label={t('ordersImportExport.import.modes.addAndUpdate')} />
            <Radio value="add" label={t('ordersImportExport.import.modes.add')} />
            <Radio value="update" label={t('ordersImportExport.import.modes.update')} />
          </Group>
        </Radio.Group>
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button loading={checking} onClick={() => void check()}>
            {t('ordersImportExport.import.dryRun')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
