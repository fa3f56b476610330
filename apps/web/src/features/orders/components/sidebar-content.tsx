import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { useOrderCounts } from '../api/get-order-counts';
import { useStatuses } from '../../../components/order-status-options/get-statuses';
import { useStatusGroups } from '../../../components/order-status-options/get-status-groups';
import { statusSections } from '../../../components/order-status-options/status-options';
import { SidebarEntry } from './sidebar-entry';
import { SidebarSection } from './sidebar-section';
import { StatusDot } from '../../../components/order-status-options/status-dot';

const ungroupedKey = 'ungrouped';

/** The sidebar's list (spec 001 §2.7): the total, 'Bez grupy' and one collapsible section per group. */
export function SidebarContent({
  statusId,
  onSelect,
  wide,
}: {
  statusId: string | undefined;
  onSelect: (statusId: string | undefined) => void;
  wide: boolean;
}) {
  const { t } = useTranslation();
  const statuses = useStatuses();
  const groups = useStatusGroups();
  const counts = useOrderCounts();
  const sections = useMemo(
    () => statusSections(statuses.data?.data ?? [], groups.data?.data ?? []),
    [statuses.data, groups.data],
  );
  const byStatus = useMemo(
    () => new Map((counts.data?.statuses ?? []).map((item) => [item.statusId, item.count])),
    [counts.data],
  );
  const byGroup = useMemo(
    () => new Map((counts.data?.groups ?? []).map((item) => [item.groupId, item.count])),
    [counts.data],
  );
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  if (statuses.isPending || groups.isPending) {
    return (
      <Text size="sm" c="gray.7" role="status" p="xs">
        {t('orders.sidebar.loading')}
      </Text>
    );
  }
  const failure = statuses.error ?? groups.error;
  if (failure) {
    return (
      <Stack gap="xs" p="xs" role="alert">
        <Text size="sm" c="red.8">
          {t('orders.sidebar.error')}{' '}
          {failure instanceof ApiError ? failure.message : String(failure.message)}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          onClick={() => {
            void statuses.refetch();
            void groups.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }

  const containsSelected = (ids: string[]) => statusId !== undefined && ids.includes(statusId);
  const isOpen = (key: string, ids: string[]) =>
    toggled[key] ?? ((key === ungroupedKey && wide) || containsSelected(ids));
  const toggle = (key: string, ids: string[]) =>
    setToggled((state) => ({ ...state, [key]: !isOpen(key, ids) }));
  const total = counts.data?.total;
  const hasStatuses = sections.some((section) => section.statuses.length > 0);

  return (
    <Stack gap={4}>
      <SidebarEntry
        label={t('orders.sidebar.all')}
        count={total}
        active={statusId === undefined}
        icon={<IconListDetails size={16} aria-hidden />}
        onClick={() => onSelect(undefined)}
        strong
      />
      <Divider my={4} />
      {!hasStatuses && (
        <Text size="sm" c="gray.7" p="xs">
          {t('orders.sidebar.empty')}
        </Text>
      )}
      {sections.map((section) => {
        const key = section.group?.id ?? ungroupedKey;
        const ids = section.statuses.map((status) => status.id);
        if (section.group === null) ids.push('none');
        const showNoStatus = section.group === null && (counts.data?.noStatus ?? 0) > 0;
        // 'Bez grupy' is always listed (spec 001 §2.7); an empty group is not.
        if (section.group && section.statuses.length === 0) return null;
        return (
          <SidebarSection
            key={key}
            title={section.group?.name ?? t('orders.sidebar.ungrouped')}
            count={section.group ? byGroup.get(section.group.id) : counts.data?.ungrouped}
            opened={isOpen(key, ids)}
            onToggle={() => toggle(key, ids)}
          >
            {section.statuses.map((status) => (
              <SidebarEntry
                key={status.id}
                label={status.internalName}
                count={counts.data ? (byStatus.get(status.id) ?? 0) : undefined}
                active={statusId === status.id}
                icon={<StatusDot color={status.color} size={10} />}
                onClick={() => onSelect(status.id)}
              />
            ))}
            {section.group === null && section.statuses.length === 0 && !showNoStatus && (
              <Text size="xs" c="gray.7" px="xs" py={4}>
                {t('orders.sidebar.ungroupedEmpty')}
              </Text>
            )}
            {showNoStatus && (
              <SidebarEntry
                label={t('orders.sidebar.noStatus')}
                count={counts.data?.noStatus}
                active={statusId === 'none'}
                icon={<StatusDot color="#ced4da" size={10} />}
                onClick={() => onSelect('none')}
              />
            )}
          </SidebarSection>
        );
      })}
    </Stack>
  );
}
