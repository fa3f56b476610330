import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { SelectField } from '../components/form-fields';
import type { ProductEditorOptions } from '../types';

export function GpsrTab({ options, readOnly }: { options: ProductEditorOptions; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend="GPSR" disabled={readOnly}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('productEditor.sections.gpsrHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="gpsrCompanyId"
          label={t('productEditor.fields.gpsrCompany')}
          data={options.gpsrCompanies}
          clearable
          placeholder={t('productEditor.fields.none')}
        />
        <SelectField
          name="gpsrContactId"
          label={t('productEditor.fields.gpsrContact')}
          data={options.gpsrContacts}
          clearable
          placeholder={t('productEditor.fields.none')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
