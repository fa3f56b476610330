import { ActionIcon, Badge, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconFolderPlus, IconPlus, IconX } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/i18n';
import { filterLimits } from '@zaplecze/contract/orders/orders-filter';
import {
  addCondition,
  addGroup,
  removeCondition,
  removeGroup,
  toggleOperator,
  updateCondition,
  type DraftGroup,
} from './filter-tree';
import { FilterConditionRow } from './filter-condition-row';
import classes from './filter-builder.module.css';
import type { BuilderCatalogue } from './builder-catalogue';

interface Props {
  group: DraftGroup;
  depth: number;
  /** Applies a change to the whole tree (the editor is recursive, the state lives at the root). */
  update: (change: (root: DraftGroup) => DraftGroup) => void;
  errors: Record<string, string>;
  catalogue: BuilderCatalogue;
  canAddCondition: boolean;
}

/** One condition group: the ORAZ/LUB toggle, its conditions, its nested groups (spec 001 §2.5, §4). */
export function FilterGroupEditor({ group, depth, update, errors, catalogue, canAddCondition }: Props) {
  const { t } = useTranslation();
  const fields = catalogue.fields;
  const joinLabel = group.operator === 'AND' ? t('filterBuilder.and') : t('filterBuilder.or');
  const items = [
    ...group.conditions.map((condition) => (
      <FilterConditionRow
        key={condition.id}
        condition={condition}
        error={errors[condition.id]}
        catalogue={catalogue}
        onChange={(patch) => update((root) => updateCondition(root, group.id, condition.id, patch, fields))}
        onRemove={() => update((root) => removeCondition(root, group.id, condition.id, fields))}
      />
    )),
    ...group.groups.map((child) => (
      <FilterGroupEditor
        key={child.id}
        group={child}
        depth={depth + 1}
        update={update}
        errors={errors}
        catalogue={catalogue}
        canAddCondition={canAddCondition}
      />
    )),
  ];

  return (
    <div
      role="group"
      aria-label={depth === 1 ? t('filterBuilder.rootGroup') : t('filterBuilder.nestedGroup')}
      className={depth === 1 ? classes.root : classes.nested}
      data-testid="filter-group"
    >
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={group.operator}
          onChange={(value) => value !== group.operator && update((root) => toggleOperator(root, group.id))}
          data={[
            { value: 'AND', label: t('filterBuilder.and') },
            { value: 'OR', label: t('filterBuilder.or') },
          ]}
          aria-label={t('filterBuilder.join')}
        />
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => update((root) => addCondition(root, group.id, fields))}
            disabled={!canAddCondition}
          >
            {t('filterBuilder.addCondition')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="grape"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            onClick={() => update((root) => addGroup(root, group.id, fields))}
            disabled={!canAddCondition || depth >= filterLimits.maxDepth}
          >
            {t('filterBuilder.addGroup')}
          </Button>
          {depth > 1 && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('filterBuilder.removeGroup')}
              onClick={() => update((root) => removeGroup(root, group.id, fields))}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Stack gap={6}>
        {items.map((item, index) => (
          <Fragment key={item.key}>
            {index > 0 && (
              <Badge
                size="xs"
                variant="light"
                color={group.operator === 'AND' ? 'blue' : 'orange'}
                c={group.operator === 'AND' ? 'blue.9' : 'dark.7'}
                className={classes.join}
              >
                {joinLabel}
              </Badge>
            )}
            {item}
          </Fragment>
        ))}
      </Stack>
    </div>
  );
}
