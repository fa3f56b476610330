import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  autoCategoryRuleBody,
  type AutoCategoryRule,
} from '@zaplecze/contract/auto-categories/auto-categories';
import { filterLimits } from '@zaplecze/contract/orders/orders-filter';
import { CategorySelect } from '../../../components/category-select';
import { FilterGroupEditor } from '../../../components/filter-builder/filter-group-editor';
import {
  countConditions,
  emptyDraft,
  issuesByCondition,
  toDraft,
  toFilter,
  type DraftGroup,
} from '../../../components/filter-builder/filter-tree';
import { useProductFilterCatalogue } from '../../../components/filter-builder/product-catalogue';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveRule } from '../api/rules';

interface Props {
  rule?: AutoCategoryRule | undefined;
  onClose(): void;
}

/** Server messages of the tree ('condition.groups.0.conditions.1.value') as paths into it. */
const treeIssues = (fields: Record<string, string>) =>
  Object.entries(fields)
    .filter(([key]) => key.startsWith('condition.'))
    .map(([key, message]) => ({ path: key.split('.').slice(1), message }));

/**
 * Name, target category, active flag, position and the condition tree of one rule; the tree is
 * edited with the shared filter builder over the product catalogue (with the custom fields).
 */
export function RuleDialog({ rule, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveRule();
  const [name, setName] = useState(rule?.name ?? '');
  const [targetCategoryId, setTarget] = useState(rule?.targetCategoryId ?? '');
  const [active, setActive] = useState(rule?.active ?? true);
  const [position, setPosition] = useState<number | undefined>(rule?.position);
  const catalogue = useProductFilterCatalogue('rule');
  const [draft, setDraft] = useState<DraftGroup>(() =>
    rule ? toDraft(rule.condition, 'root', catalogue.fields) : emptyDraft(catalogue.fields),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Messages of the tree by condition id (the builder marks the row). */
  const [conditionErrors, setConditionErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const treeProblems = catalogue.check(draft);
    const condition = toFilter(draft) ?? { operator: draft.operator, conditions: [], groups: [] };
    const body = { name, targetCategoryId: targetCategoryId.trim(), active, position, condition };
    const parsed = autoCategoryRuleBody.safeParse(body);
    if (!parsed.success || treeProblems.length > 0) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? [])
        if (issue.path[0] !== 'condition') found[issue.path.join('.')] ??= issue.message;
      const rootProblem = treeProblems.find((issue) => issue.path.length === 0);
      if (rootProblem) found.condition = rootProblem.message;
      setErrors(found);
      setConditionErrors(issuesByCondition(draft, treeProblems));
      return;
    }
    try {
      await save.mutateAsync({ id: rule?.id, version: rule?.version, body });
      notify('green', t(rule ? 'autoCategories.saved' : 'autoCategories.created'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fields);
        setConditionErrors(issuesByCondition(draft, treeIssues(error.fields)));
      }
      notifyFailure(t('autoCategories.saveFailed'), error);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t(rule ? 'autoCategories.editTitle' : 'autoCategories.addTitle')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('autoCategories.name')}
            withAsterisk
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CategorySelect
              label={t('autoCategories.category')}
              description={t('autoCategories.categoryHint')}
              withAsterisk
              value={targetCategoryId || null}
              valueLabel={rule?.targetCategoryName}
              onChange={(id) => setTarget(id ?? '')}
              error={errors.targetCategoryId}
            />
            <NumberInput
              label={t('autoCategories.position')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={position ?? ''}
              onChange={(value) => setPosition(typeof value === 'number' ? value : undefined)}
              error={errors.position}
            />
          </SimpleGrid>
          <Switch
            label={t('autoCategories.activeLabel')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('autoCategories.conditions')}
            </Text>
            {errors.condition && (
              <Text size="xs" c="red.8" role="alert" mb={4}>
                {errors.condition}
              </Text>
            )}
            <FilterGroupEditor
              group={draft}
              depth={1}
              update={(change) => {
                setDraft(change);
                setConditionErrors({});
              }}
              errors={conditionErrors}
              catalogue={catalogue}
              canAddCondition={countConditions(draft) < filterLimits.maxConditions}
            />
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('autoCategories.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(rule ? 'autoCategories.save' : 'autoCategories.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
