import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoCategoryRule } from '@zaplecze/contract/auto-categories/auto-categories';
import { RowActions } from '../../components/row-actions';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { ListPager } from '../../components/pager/list-pager';
import { useProductFilterCatalogue } from '../../components/filter-builder/product-catalogue';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
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
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), 300);
  const rules = useRules({ page, limit, search });
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

  const content = (
    <QueryState
      query={rules}
      loadingLabel={t('autoCategories.loading')}
      errorTitle={t('autoCategories.loadError')}
      errorMessage={(error) => (error instanceof ApiError ? error.message : String(error))}
      empty={t(search ? 'autoCategories.emptySearch' : 'autoCategories.empty')}
    >
      {(data) => (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('autoCategories.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>{t('autoCategories.position')}</Table.Th>
                  <Table.Th>{t('autoCategories.name')}</Table.Th>
                  <Table.Th>{t('autoCategories.conditions')}</Table.Th>
                  <Table.Th>{t('autoCategories.target')}</Table.Th>
                  <Table.Th>{t('autoCategories.active')}</Table.Th>
                  <Table.Th ta="right">{t('autoCategories.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((rule) => (
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
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager
            id="rules"
            page={page}
            limit={limit}
            count={data.count}
            onPageChange={setPage}
            onLimitChange={(value) => {
              setLimit(value);
              setPage(1);
            }}
          />
        </>
      )}
    </QueryState>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('autoCategories.title')}
          </Title>
          <Text c="gray.7">{t('autoCategories.subtitle')}</Text>
        </div>
        {canEdit && (
          <Group gap="sm">
            <RunRulesButton onStarted={run.follow} />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('autoCategories.add')}
            </Button>
          </Group>
        )}
      </Group>
      {run.runId && <RunProgress key={run.runId} jobId={run.runId} onDismiss={run.dismiss} />}
      <Alert color="blue" icon={<IconInfoCircle />}>
        {t('autoCategories.applyNote')}
      </Alert>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <TextInput
            aria-label={t('autoCategories.search')}
            placeholder={t('autoCategories.search')}
            leftSection={<IconSearch size={16} />}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.currentTarget.value);
              setPage(1);
            }}
            maw={360}
          />
          {content}
        </Stack>
      </Paper>
      {editing && (
        <RuleDialog rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
