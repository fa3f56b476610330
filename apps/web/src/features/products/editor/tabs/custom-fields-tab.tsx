import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { DayField, SelectField, TextField } from '../components/form-fields';
import type { CustomFieldOption, ProductEditorOptions } from '../types';

function CustomFieldInput({ field, readOnly }: { field: CustomFieldOption; readOnly: boolean }) {
  const { t } = useTranslation();
  const name = `customFieldValues.${field.key}` as const;
  const common = { name, label: field.label, withAsterisk: field.required };
  switch (field.type) {
    case 'boolean':
      return (
        <SelectField
          {...common}
          data={[
            { value: 'true', label: t('productEditor.customFields.yes') },
            { value: 'false', label: t('productEditor.customFields.no') },
          ]}
          clearable={!field.required}
          placeholder={t('productEditor.customFields.empty')}
          readOnly={readOnly}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          data={field.options.map((option) => ({ value: option, label: option }))}
          clearable={!field.required}
          placeholder={t('productEditor.customFields.empty')}
          readOnly={readOnly}
        />
      );
    case 'date':
      return <DayField {...common} readOnly={readOnly} />;
    case 'number':
      return <TextField {...common} inputMode="decimal" readOnly={readOnly} />;
    default:
      return <TextField {...common} readOnly={readOnly} />;
  }
}

/** The account's own product fields (Ustawienia produktów → Pola dodatkowe), inputs by their type. */
export function CustomFieldsTab({ options, readOnly }: { options: ProductEditorOptions; readOnly: boolean }) {
  const { t } = useTranslation();
  if (options.customFields.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('productEditor.customFields.none')}
      </Text>
    );
  return (
    <Fieldset legend={t('productEditor.tabs.custom-fields')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {options.customFields.map((field) => (
          <CustomFieldInput key={field.key} field={field} readOnly={readOnly} />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
