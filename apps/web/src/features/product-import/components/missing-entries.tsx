import { Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  mappedDictionaries,
  missingEntryChoices,
  type MissingEntryChoice,
} from '@zaplecze/contract/product-import/product-import';
import { useTranslation } from '../../../lib/i18n';
import type { ImportWizard } from '../use-import-wizard';

/**
 * 'Brakujące wpisy słowników' (issue #15): for each dictionary the mapping fills by name, whether a
 * name the account lacks is created or its row refused. Shown only when such a target is mapped;
 * saved with the template and sent with the dry run.
 */
export function MissingEntriesFields({ wizard, disabled }: { wizard: ImportWizard; disabled: boolean }) {
  const { t } = useTranslation();
  const dictionaries = mappedDictionaries(wizard.mapping);
  if (dictionaries.length === 0) return null;
  const choiceOptions = missingEntryChoices.map((value) => ({
    value,
    label: t(`productImport.labels.missingEntryChoice.${value}`),
  }));
  return (
    <Stack gap="xs" mt="md" role="group" aria-labelledby="missing-entries-title">
      <Title order={4} size="h5" id="missing-entries-title">
        {t('productImport.mapping.missingEntries')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('productImport.mapping.missingEntriesHint')}
      </Text>
      <Group align="flex-end">
        {dictionaries.map((dictionary) => (
          <Select
            key={dictionary}
            label={t(`productImport.labels.dictionary.${dictionary}`)}
            data={choiceOptions}
            value={wizard.missingEntries[dictionary]}
            onChange={(value) =>
              value &&
              wizard.setMissingEntries({
                ...wizard.missingEntries,
                [dictionary]: value as MissingEntryChoice,
              })
            }
            allowDeselect={false}
            disabled={disabled}
            w={180}
          />
        ))}
      </Group>
    </Stack>
  );
}
