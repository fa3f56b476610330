import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { statusLanguages, type StatusLanguage } from '@zaplecze/contract/order-statuses/order-statuses';
import { EmptyState, ErrorState, LoadingState } from '../../components/page-states';
import { ApiError } from '../../lib/api-client';
import { notifyFailure } from '../../lib/notify';
import { usePermission } from '../../lib/use-permission';
import { useGroups } from './api/get-groups';
import { useStatuses } from './api/get-statuses';
import { buildSections } from './board-layout';
import { DeleteGroupDialog } from './components/delete-group-dialog';
import { DeleteStatusDialog } from './components/delete-status-dialog';
import { GroupDialog } from './components/group-dialog';
import { StatusBoard } from './components/status-board';
import { StatusDialog } from './components/status-dialog';
import { useDialogs } from './use-dialogs';
import './translations';
import { usePageTitle } from '../../lib/use-page-title';

/** /dashboard/orders-settings/statuses: 'Statusy systemu' (spec 001 §2.4). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('orderStatuses.title'));
  const [language, setLanguage] = useState<StatusLanguage>('pl');
  const statuses = useStatuses();
  const groups = useGroups();
  const canEdit = usePermission('oms.edit');
  const canDelete = usePermission('oms.delete');
  const dialogs = useDialogs();

  // A failed groups load is not fatal: the statuses show under 'Bez grupy' (spec 001 §8).
  useEffect(() => {
    if (groups.isError) notifyFailure(t('orderStatuses.notify.groupsLoadError'));
  }, [groups.isError, groups.errorUpdatedAt, t]);

  const groupList = useMemo(() => groups.data?.data ?? [], [groups.data]);
  const statusList = useMemo(() => statuses.data?.data ?? [], [statuses.data]);
  const sections = useMemo(() => buildSections(statusList, groupList), [statusList, groupList]);
  const { dialog } = dialogs;

  let content;
  if (statuses.isPending || groups.isPending) {
    content = <LoadingState label={t('orderStatuses.loading')} />;
  } else if (statuses.isError) {
    const message = statuses.error instanceof ApiError ? statuses.error.message : String(statuses.error);
    content = (
      <ErrorState
        title={t('orderStatuses.loadError')}
        message={message}
        onRetry={() => void Promise.all([statuses.refetch(), groups.refetch()])}
      />
    );
  } else {
    const board = (
      <StatusBoard
        sections={sections}
        language={language}
        canEdit={canEdit}
        canDelete={canDelete}
        onEditStatus={dialogs.editStatus}
        onDeleteStatus={dialogs.deleteStatus}
        onEditGroup={dialogs.editGroup}
        onDeleteGroup={(group) =>
          dialogs.deleteGroup(group, statusList.filter((status) => status.groupId === group.id).length)
        }
      />
    );
    const empty = (
      <EmptyState
        text={t('orderStatuses.empty')}
        action={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={dialogs.addStatus}>
              {t('orderStatuses.addStatus')}
            </Button>
          )
        }
      />
    );
    // Groups without any status stay manageable below the empty state.
    content =
      statusList.length > 0 ? (
        board
      ) : groupList.length > 0 ? (
        <Stack gap="md">
          {empty}
          {board}
        </Stack>
      ) : (
        empty
      );
  }

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2">
          {t('orderStatuses.title')}
        </Title>
        <Text c="dimmed">{t('orderStatuses.subtitle')}</Text>
      </div>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('orderStatuses.language')}
          value={language}
          onChange={(value) => setLanguage(value as StatusLanguage)}
          data={statusLanguages.map((code) => ({ value: code, label: code.toUpperCase() }))}
        />
        {canEdit && (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={dialogs.addGroup}>
              {t('orderStatuses.addGroup')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={dialogs.addStatus}>
              {t('orderStatuses.addStatus')}
            </Button>
          </Group>
        )}
      </Group>
      {content}
      {dialog?.type === 'status' && (
        <StatusDialog status={dialog.status} groups={groupList} onClose={dialogs.close} />
      )}
      {dialog?.type === 'group' && <GroupDialog group={dialog.group} onClose={dialogs.close} />}
      {dialog?.type === 'deleteStatus' && (
        <DeleteStatusDialog status={dialog.status} statuses={statusList} onClose={dialogs.close} />
      )}
      {dialog?.type === 'deleteGroup' && (
        <DeleteGroupDialog
          group={dialog.group}
          groups={groupList}
          statusCount={dialog.statusCount}
          onClose={dialogs.close}
        />
      )}
    </Stack>
  );
}
