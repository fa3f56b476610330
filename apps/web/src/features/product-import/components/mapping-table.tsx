import { Alert, Button, Group, Select, Table, Text } from '@mantine/core';
import {
  importMessages,
  importTargets,
  variantAxisOf,
  variantAxisTarget,
} from '@zaplecze/contract/product-import/product-import';
import { importTargetLabel } from '../labels';
import { autoMapWithProfile } from '@zaplecze/contract/product-import/product-import-automap';
import { notify } from '../../../lib/notify';
import type { ImportWizard } from '../use-import-wizard';

const fixedOptions = [
  { value: '', label: '— pomiń —' },
  ...importTargets.map((target) => ({ value: target, label: importTargetLabel(target) })),
];

/** The fixed targets, then a variant axis per column ('Oś wariantu: Kolor') and any axis the mapping already names. */
function targetOptions(header: readonly string[], mapping: Record<string, string>) {
  const axes = new Set([
    ...header.map((column) => variantAxisTarget(column.trim().slice(0, 100))),
    ...Object.values(mapping).filter((target) => target.startsWith('variantAxis.')),
  ]);
  return [
    ...fixedOptions,
    ...[...axes]
      .filter((target) => variantAxisOf(target) !== null)
      .map((target) => ({ value: target, label: importTargetLabel(target) })),
  ];
}

/** Column → target field, with automatic mapping (002 §5 order) and clearing. */
export function MappingTable({ wizard }: { wizard: ImportWizard }) {
  const header = wizard.task?.header ?? [];
  if (!wizard.task) return <Text c="dimmed">{importMessages.mappingUnavailable}</Text>;
  const auto = () => {
    if (!wizard.task || wizard.task.preview.length === 0) return notify('red', importMessages.noAutoMapData);
    const { mapping, profile } = autoMapWithProfile(header, { samples: wizard.task.preview });
    wizard.setMapping(mapping);
    if (profile) wizard.setMissingEntries(profile.missingEntries);
  };
  const profile = wizard.task.profile;
  const locked = wizard.stage !== 'mapping';
  const options = targetOptions(header, wizard.mapping);
  return (
    <div>
      {profile && (
        <Alert color="blue" mb="xs" title={importMessages.profileRecognized(profile.name)}>
          {importMessages.profileHint}
        </Alert>
      )}
      <Group mb="xs">
        <Button variant="light" onClick={auto} disabled={locked}>
          Automatyczne mapowanie
        </Button>
        <Button variant="subtle" color="gray" onClick={() => wizard.setMapping({})} disabled={locked}>
          Wyczyść mapowanie
        </Button>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kolumna w pliku</Table.Th>
            <Table.Th>Pole produktu</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {header.map((column) => (
            <Table.Tr key={column}>
              <Table.Td>{column}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Pole dla kolumny ${column}`}
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
