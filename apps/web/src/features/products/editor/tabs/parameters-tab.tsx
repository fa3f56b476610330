import { Alert, Button, Fieldset, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { useOfferedParameters } from '../api/get-offered-parameters';
import { ParameterInput } from '../components/parameter-input';
import { VariantsTable } from '../components/variants-table';
import type { EditorValues } from '../form-values';
import type { ParameterOption, ProductEditorOptions } from '../types';

/**
 * The product's parameters in two groups: "Parametry kategorii" first (those the product's
 * category uses, the product's own filled ones, and the rest of their groups), then the others,
 * folded away until asked for. Without a category (or one with no parameters yet) all are shown.
 */
export function splitParameters(
  parameters: readonly ParameterOption[],
  offered: readonly string[] | undefined,
  filled: Readonly<Record<string, unknown>>,
): { category: ParameterOption[]; others: ParameterOption[] } {
  const hasValue = (id: string) => {
    const value = filled[id];
    return (
      value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
    );
  };
  if (!offered || offered.length === 0) return { category: [...parameters], others: [] };
  const rank = new Map(offered.map((id, index) => [id, index]));
  const category = parameters
    .filter((parameter) => rank.has(parameter.id) || hasValue(parameter.id))
    .sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
  const others = parameters.filter((parameter) => !category.includes(parameter));
  return { category, others };
}

export function ParametersTab({ options, readOnly }: { options: ProductEditorOptions; readOnly: boolean }) {
  const { t } = useTranslation();
  const type = useWatch<EditorValues, 'type'>({ name: 'type' });
  const categoryId = useWatch<EditorValues, 'categoryId'>({ name: 'categoryId' });
  const filled = useWatch<EditorValues, 'parameterValues'>({ name: 'parameterValues' });
  const offered = useOfferedParameters(categoryId ?? null);
  const [showOthers, setShowOthers] = useState(false);
  const { category, others } = splitParameters(options.parameters, offered.data?.parameterIds, filled ?? {});
  const inputs = (list: ParameterOption[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {list.map((parameter) => (
        <ParameterInput
          key={parameter.id}
          parameter={parameter}
          name={`parameterValues.${parameter.id}`}
          label={parameter.name}
          readOnly={readOnly}
        />
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="lg">
      <Fieldset legend={t('productEditor.parameters.title')}>
        {options.parameters.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('productEditor.parameters.none')}
          </Text>
        ) : others.length === 0 ? (
          inputs(category)
        ) : (
          <Stack gap="md">
            <Title order={3} size="h6">
              {t('productEditor.parameters.categoryGroup')}
            </Title>
            {inputs(category)}
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ alignSelf: 'flex-start' }}
              aria-expanded={showOthers}
              onClick={() => setShowOthers((shown) => !shown)}
            >
              {showOthers
                ? t('productEditor.parameters.hideOthers')
                : t('productEditor.parameters.showOthers', { count: others.length })}
            </Button>
            {showOthers && (
              <>
                <Title order={3} size="h6">
                  {t('productEditor.parameters.otherGroup')}
                </Title>
                {inputs(others)}
              </>
            )}
          </Stack>
        )}
      </Fieldset>
      <Fieldset legend={t('productEditor.variants.title')}>
        {type === 'Variable' ? (
          <VariantsTable options={options} offered={offered.data?.parameterIds} readOnly={readOnly} />
        ) : (
          <Alert color="gray">{t('productEditor.variants.onlyVariable')}</Alert>
        )}
      </Fieldset>
    </Stack>
  );
}
