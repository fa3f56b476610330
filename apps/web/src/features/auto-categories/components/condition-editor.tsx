import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFolderPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FilterCondition, FilterGroup } from '@zaplecze/contract/orders-filter';
import { ConditionRow } from './condition-row';

const newCondition = (): FilterCondition => ({ fieldId: 'name', operator: 'contains', value: '' });

interface Props {
  value: FilterGroup;
  onChange(value: FilterGroup): void;
  onRemove?: (() => void) | undefined;
  /** Server messages by path below this group, e.g. 'conditions.0.value'. */
  errors: Record<string, string>;
  path?: string;
  depth?: number;
}

/**
 * A compact AND/OR condition tree over the product fields. The orders list has a richer builder;
 * both should become one shared builder taking a field catalogue (recorded for the lead).
 */
export function ConditionEditor({ value, onChange, onRemove, errors, path = 'condition', depth = 1 }: Props) {
  const { t } = useTranslation();
  const setCondition = (index: number, condition: FilterCondition) =>
    onChange({ ...value, conditions: value.conditions.map((item, i) => (i === index ? condition : item)) });
  const setGroup = (index: number, group: FilterGroup) =>
    onChange({ ...value, groups: value.groups.map((item, i) => (i === index ? group : item)) });
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      bg={depth % 2 === 0 ? 'gray.0' : undefined}
      aria-label={t('autoCategories.builder.group')}
      role="group"
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Text size="sm">{t('autoCategories.builder.match')}</Text>
            <SegmentedControl
              size="xs"
              value={value.operator}
              onChange={(operator) => onChange({ ...value, operator: operator as FilterGroup['operator'] })}
              data={[
                { value: 'AND', label: t('autoCategories.builder.all') },
                { value: 'OR', label: t('autoCategories.builder.any') },
              ]}
            />
          </Group>
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('autoCategories.builder.removeGroup')}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
        {value.conditions.map((condition, index) => (
          <ConditionRow
            key={index}
            condition={condition}
            error={
              errors[`${path}.conditions.${index}.value`] ?? errors[`${path}.conditions.${index}.fieldId`]
            }
            onChange={(next) => setCondition(index, next)}
            onRemove={() =>
              onChange({ ...value, conditions: value.conditions.filter((_, i) => i !== index) })
            }
          />
        ))}
        {value.groups.map((group, index) => (
          <ConditionEditor
            key={index}
            value={group}
            depth={depth + 1}
            path={`${path}.groups.${index}`}
            errors={errors}
            onChange={(next) => setGroup(index, next)}
            onRemove={() => onChange({ ...value, groups: value.groups.filter((_, i) => i !== index) })}
          />
        ))}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange({ ...value, conditions: [...value.conditions, newCondition()] })}
          >
            {t('autoCategories.builder.addCondition')}
          </Button>
          {depth < 5 && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconFolderPlus size={14} />}
              onClick={() =>
                onChange({
                  ...value,
                  groups: [...value.groups, { operator: 'OR', conditions: [newCondition()], groups: [] }],
                })
              }
            >
              {t('autoCategories.builder.addGroup')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
