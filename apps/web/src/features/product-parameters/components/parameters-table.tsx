import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { type Parameter } from '@zaplecze/contract/product-parameters/product-parameters';
import { DataTable } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';
import { parameterTypeLabels } from '../labels';

interface Props {
  parameters: Parameter[];
  onEdit?: ((parameter: Parameter) => void) | undefined;
  onDelete?: ((parameter: Parameter) => void) | undefined;
}

const shownValues = 4;

/** Name, type, required, variants, group, the first values and the row actions. */
export function ParametersTable({ parameters, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'productParameters.yes' : 'productParameters.no');
  return (
    <DataTable
      label={t('productParameters.tabs.parameters')}
      minWidth={800}
      columns={[
        { label: t('productParameters.parameters.name') },
        { label: t('productParameters.parameters.type') },
        { label: t('productParameters.parameters.required') },
        { label: t('productParameters.parameters.variants') },
        { label: t('productParameters.parameters.group') },
        { label: t('productParameters.parameters.values') },
        { label: t('productParameters.actions'), align: 'right' },
      ]}
    >
      {parameters.map((parameter) => {
        const rest = parameter.values.length - shownValues;
        return (
          <Table.Tr key={parameter.id} data-testid="parameter-row">
            <Table.Td>
              <Text size="sm" fw={500}>
                {parameter.name}
              </Text>
              {parameter.translations.en && (
                <Text size="xs" c="gray.7">
                  EN: {parameter.translations.en}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{parameterTypeLabels[parameter.type]}</Text>
              <Text size="xs" c="gray.7" ff="monospace">
                {parameter.type}
              </Text>
            </Table.Td>
            <Table.Td>{yesNo(parameter.required)}</Table.Td>
            <Table.Td>{yesNo(parameter.usedInVariants)}</Table.Td>
            <Table.Td>{parameter.groupName ?? t('productParameters.parameters.noGroup')}</Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {parameter.values.length === 0
                  ? '—'
                  : parameter.values
                      .slice(0, shownValues)
                      .map((item) => item.value)
                      .join(', ') + (rest > 0 ? ` +${rest}` : '')}
              </Text>
            </Table.Td>
            <Table.Td>
              <RowActions
                editLabel={t('productParameters.parameters.edit', { name: parameter.name })}
                deleteLabel={t('productParameters.parameters.remove', { name: parameter.name })}
                onEdit={onEdit && (() => onEdit(parameter))}
                onDelete={onDelete && (() => onDelete(parameter))}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
