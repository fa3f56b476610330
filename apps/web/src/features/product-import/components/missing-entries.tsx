import { Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  mappedDictionaries,
  missingEntryChoices,
  type MissingEntryChoice,
} from '@zaplecze/contract/product-import/product-import';
import { missingEntryChoiceLabels, missingEntryDictionaryLabels } from '../labels';
import type { ImportWizard } from '../use-import-wizard';

const choiceOptions = missingEntryChoices.map((value) => ({ value, label: missingEntryChoiceLabels[value] }));

/**
 * 'Brakujące wpisy słowników' (issue #15): for each dictionary the mapping fills by name, whether a
 * name the account lacks is created or its row refused. Shown only when such a target is mapped;
 * saved with the template and sent with the dry run.
 */
export function MissingEntriesFields({ wizard, disabled }: { wizard: ImportWizard; disabled: boolean }) {
  const dictionaries = mappedDictionaries(wizard.mapping);
  if (dictionaries.length === 0) return null;
  return (
    <Stack gap="xs" mt="md" role="group" aria-labelledby="missing-entries-title">
      <Title order={4} size="h5" id="missing-entries-title">
        Brakujące wpisy słowników
      </Title>
      <Text size="sm" c="dimmed">
        Co zrobić z nazwą, której nie ma jeszcze w słowniku konta.
      </Text>
      <Group align="flex-end">
        {dictionaries.map((dictionary) => (
          <Select
            key={dictionary}
            label={missingEntryDictionaryLabels[dictionary]}
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
