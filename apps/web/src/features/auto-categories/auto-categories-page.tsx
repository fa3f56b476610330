import { Alert, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { AutoCategoryRule } from '@zaplecze/contract/auto-categories/auto-categories';
import { RowActions } from '../../components/row-actions';
import { SearchableTablePage, usePagedSearch } from '../../components/searchable-table-page';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useProductFilterCatalogue } from '../../components/filter-builder/product-catalogue';
import { usePageTitle } from '../../lib/use-page-title';
import { usePermission } from '../../lib/use-permission';
import { useDeleteRule, useRules } from './api/rules';
import { RuleDialog } from './components/rule-dialog';
import { useFollowedRun } from './api/run';
import { RunProgress, RunRulesButton } from './components/run-rules';
import { describeCondition } from './describe-condition';
import './translations';

/** /dashboard/product-settings/auto-categories: rules that assign a category to matching products. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('autoCategories.title'));
  const paging = usePagedSearch(20);
  const rules = useRules({ page: paging.page, limit: paging.limit, search: paging.search });
  const remove = useDeleteRule();
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');
  const [editing, setEditing] = useState<AutoCategoryRule | 'new' | null>(null);
  const run = useFollowedRun(canEdit);
  const { fields } = useProductFilterCatalogue('rule');

  const confirmDelete = useConfirmDelete(remove, (rule: AutoCategoryRule) => ({
    title: t('autoCategories.deleteTitle'),
    message: t('autoCategories.deleteMessage', { name: rule.name }),
    confirmText: t('autoCategories.delete'),
    cancelText: t('autoCategories.cancel'),
    variables: rule.id,
    success: t('autoCategories.deleted'),
    failure: t('autoCategories.deleteFailed'),
  }));

  return (
    <SearchableTablePage
      title={t('autoCategories.title')}
      subtitle={t('autoCategories.subtitle')}
      actions={
        canEdit && (
          <Group gap="sm">
            <RunRulesButton onStarted={run.follow} />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('autoCategories.add')}
            </Button>
          </Group>
        )
      }
      notice={
        <>
          {run.runId && <RunProgress key={run.runId} jobId={run.runId} onDismiss={run.dismiss} />}
          <Alert color="blue" icon={<IconInfoCircle />}>
            {t('autoCategories.applyNote')}
          </Alert>
        </>
      }
      searchLabel={t('autoCategories.search')}
      paging={paging}
      query={rules}
      loadingLabel={t('autoCategories.loading')}
      errorTitle={t('autoCategories.loadError')}
      empty={t('autoCategories.empty')}
      emptySearch={t('autoCategories.emptySearch')}
      minWidth={760}
      columns={[
        { label: t('autoCategories.position'), width: 80 },
        { label: t('autoCategories.name') },
        { label: t('autoCategories.conditions') },
        { label: t('autoCategories.target') },
        { label: t('autoCategories.active') },
        { label: t('autoCategories.actions'), align: 'right' },
      ]}
      row={(rule) => (
        <Table.Tr key={rule.id} data-testid="rule-row">
          <Table.Td>{rule.position}</Table.Td>
          <Table.Td fw={500}>{rule.name}</Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={2}>
              {describeCondition(rule.condition, fields)}
            </Text>
          </Table.Td>
          <Table.Td title={rule.targetCategoryId}>
            {rule.targetCategoryName ?? t('autoCategories.categoryMissing')}
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={rule.active ? 'green' : 'gray'} c="gray.9" tt="none">
              {t(rule.active ? 'autoCategories.yes' : 'autoCategories.no')}
            </Badge>
          </Table.Td>
          <Table.Td>
            <RowActions
              editLabel={t('autoCategories.edit', { name: rule.name })}
              deleteLabel={t('autoCategories.remove', { name: rule.name })}
              onEdit={canEdit ? () => setEditing(rule) : undefined}
              onDelete={canDelete ? () => confirmDelete(rule) : undefined}
            />
          </Table.Td>
        </Table.Tr>
      )}
      pagerId="rules"
      extra={
        editing && (
          <RuleDialog rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        )
      }
    />
  );
}
