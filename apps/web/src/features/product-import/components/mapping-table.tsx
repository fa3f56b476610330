import { Alert, Button, Group, Select, Table, Text } from '@mantine/core';
import {
  importTargets,
  variantAxisOf,
  variantAxisTarget,
} from '@zaplecze/contract/product-import/product-import';
import { autoMapWithProfile } from '@zaplecze/contract/product-import/product-import-automap';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { importTargetLabel } from '../labels';
import type { ImportWizard } from '../use-import-wizard';

/** The fixed targets, then a variant axis per column ('Oś wariantu: Kolor') and any axis the mapping already names. */
function targetOptions(t: TFunction, header: readonly string[], mapping: Record<string, string>) {
  const axes = new Set([
    ...header.map((column) => variantAxisTarget(column.trim().slice(0, 100))),
    ...Object.values(mapping).filter((target) => target.startsWith('variantAxis.')),
  ]);
  return [
    { value: '', label: t('productImport.mapping.skip') },
    ...[...importTargets, ...[...axes].filter((target) => variantAxisOf(target) !== null)].map((target) => ({
      value: target,
      label: importTargetLabel(t, target),
    })),
  ];
}

/** Column → target field, with automatic mapping (002 §5 order) and clearing. */
export function MappingTable({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`productImport.mapping.${key}`, options);
  const header = wizard.task?.header ?? [];
  if (!wizard.task) return <Text c="dimmed">{text('unavailable')}</Text>;
  const auto = () => {
    if (!wizard.task || wizard.task.preview.length === 0) return notify('red', text('noAutoMapData'));
    const { mapping, profile } = autoMapWithProfile(header, { samples: wizard.task.preview });
    wizard.setMapping(mapping);
    if (profile) wizard.setMissingEntries(profile.missingEntries);
  };
  const profile = wizard.task.profile;
  const locked = wizard.stage !== 'mapping';
  const options = targetOptions(t, header, wizard.mapping);
  return (
    <div>
      {profile && (
        <Alert color="blue" mb="xs" title={text('profileRecognized', { platform: profile.name })}>
          {text('profileHint')}
        </Alert>
      )}
      <Group mb="xs">
        <Button variant="light" onClick={auto} disabled={locked}>
          {text('auto')}
        </Button>
        <Button variant="subtle" color="gray" onClick={() => wizard.setMapping({})} disabled={locked}>
          {text('clear')}
        </Button>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text('column')}</Table.Th>
            <Table.Th>{text('target')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {header.map((column) => (
            <Table.Tr key={column}>
              <Table.Td>{column}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={text('targetFor', { column })}
                  data={options}
                  value={wizard.mapping[column] ?? ''}
                  searchable
                  disabled={locked}
                  onChange={(value) => {
                    const next = { ...wizard.mapping };
                    if (value) next[column] = value;
                    else delete next[column];
                    wizard.setMapping(next);
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
