import { DateField } from '../date-field';
import { NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import type { BuilderField, SelectData } from './builder-catalogue';
import type { DraftCondition } from './filter-tree';

/** The value input of spec 001 §5: a dropdown for select fields, a date input, a number or a text input. */
export function FilterValueInput({
  field,
  value,
  onChange,
  error,
  selectData,
}: {
  field: BuilderField;
  value: DraftCondition['value'];
  onChange: (value: DraftCondition['value']) => void;
  error?: string;
  /** Choices instead of the field's fixed options (the account's statuses). */
  selectData?: SelectData | undefined;
}) {
  const { t } = useTranslation();
  const common = {
    'aria-label': t('filterBuilder.value'),
    error,
    size: 'xs' as const,
    style: { flex: 1, minWidth: 140 },
  };
  const text = value === null || value === undefined ? '' : String(value);
  switch (field.type) {
    case 'select':
      return (
        <Select
          {...common}
          data={selectData ?? ((field.options ?? []) as SelectData)}
          value={text || null}
          onChange={(next) => onChange(next ?? '')}
          placeholder={t('filterBuilder.choose')}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'date':
      return <DateField {...common} value={text} onChange={onChange} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next)}
          decimalScale={2}
          hideControls
        />
      );
    default:
      return <TextInput {...common} value={text} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
