import { Select } from '@mantine/core';
import { fieldErrorPolicies, type FieldErrorPolicy } from '@zaplecze/contract/product-import/product-import';
import { useTranslation } from '../../../lib/i18n';
import type { ImportWizard } from '../use-import-wizard';

/**
 * 'Nieprawidłowa wartość pola' (issue 22): a bad optional field (an EAN in scientific notation, a
 * price that is not a number) leaves the field out with a warning, or refuses the row. Identity
 * fields (ID, SKU, parent SKU) always refuse it. Saved with the template, sent with the dry run.
 */
export function FieldErrorPolicyField({ wizard, disabled }: { wizard: ImportWizard; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Select
      mt="md"
      label={t('productImport.mapping.fieldErrorPolicy')}
      description={t('productImport.mapping.fieldErrorPolicyHint')}
      data={fieldErrorPolicies.map((value) => ({
        value,
        label: t(`productImport.labels.fieldErrorPolicy.${value}`),
      }))}
      value={wizard.fieldErrorPolicy}
      onChange={(value) => value && wizard.setFieldErrorPolicy(value as FieldErrorPolicy)}
      allowDeselect={false}
      disabled={disabled}
      w={280}
    />
  );
}
