import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoCategoryRule } from '@zaplecze/contract/auto-categories/auto-categories';
import { RowActions } from '../../components/row-actions';
import { openConfirm } from '../../components/confirm-modal';
import { ListPager } from '../../components/list-pager';
import { useProductFilterCatalogue } from '../../components/filter-builder/product-catalogue';
import { EmptyState, ErrorState, LoadingState } from '../../components/page-states';
import { ApiError } from '../../lib/api-client';
import { notify, notifyFailure } from '../../lib/notify';
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

  const confirmDelete = (rule: AutoCategoryRule) =>
    openConfirm({
      type: 'danger',
      title: t('autoCategories.deleteTitle'),
      message: t('autoCategories.deleteMessage', { name: rule.name }),
      confirmText: t('autoCategories.delete'),
      cancelText: t('autoCategories.cancel'),
      onConfirm: () =>
        remove.mutate(rule.id, {
          onSuccess: () => notify('green', t('autoCategories.deleted')),
          onError: (error) => notifyFailure(t('autoCategories.deleteFailed'), error),
        }),
    });

  let content;
  if (rules.isPending) content = <LoadingState label={t('autoCategories.loading')} />;
  else if (rules.isError)
    content = (
      <ErrorState
        title={t('autoCategories.loadError')}
        message={rules.error instanceof ApiError ? rules.error.message : String(rules.error)}
        onRetry={() => void rules.refetch()}
      />
    );
  else if (rules.data.count === 0)
    content = <EmptyState text={t(search ? 'autoCategories.emptySearch' : 'autoCategories.empty')} />;
  else
    content = (
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
              {rules.data.data.map((rule) => (
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
          count={rules.data.count}
          onPageChange={setPage}
          onLimitChange={(value) => {
            setLimit(value);
            setPage(1);
          }}
        />
      </>
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
