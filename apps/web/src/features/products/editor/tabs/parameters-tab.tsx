import { Alert, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ParameterInput } from '../components/parameter-input';
import { VariantsTable } from '../components/variants-table';
import type { EditorValues } from '../form-values';
import type { ProductEditorOptions } from '../types';

export function ParametersTab({ options, readOnly }: { options: ProductEditorOptions; readOnly: boolean }) {
  const { t } = useTranslation();
  const type = useWatch<EditorValues, 'type'>({ name: 'type' });
  return (
    <Stack gap="lg">
      <Fieldset legend={t('productEditor.parameters.title')}>
        {options.parameters.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('productEditor.parameters.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {options.parameters.map((parameter) => (
              <ParameterInput
                key={parameter.id}
                parameter={parameter}
                name={`parameterValues.${parameter.id}`}
                label={parameter.name}
                readOnly={readOnly}
              />
            ))}
          </SimpleGrid>
        )}
      </Fieldset>
      <Fieldset legend={t('productEditor.variants.title')}>
        {type === 'Variable' ? (
          <VariantsTable options={options} readOnly={readOnly} />
        ) : (
          <Alert color="gray">{t('productEditor.variants.onlyVariable')}</Alert>
        )}
      </Fieldset>
    </Stack>
  );
}
