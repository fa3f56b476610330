import { ActionIcon, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { roleActions, usersCountLabel, type Role } from '@zaplecze/contract/roles/roles';
import { LevelBadges } from './level-badges';

interface Props {
  role: Role;
  selected: boolean;
  busy: boolean;
  onEdit(role: Role): void;
  onCopy(role: Role): void;
  onDelete(role: Role): void;
}

function CardAction({
  label,
  onClick,
  color,
  disabled,
  children,
}: {
  label: string;
  onClick(): void;
  color?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** A role card of spec 001 §2.2: Administrator gets no edit/copy, predefined roles no delete. */
export function RoleCard({ role, selected, busy, onEdit, onCopy, onDelete }: Props) {
  const { t } = useTranslation();
  const actions = roleActions(role);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`role-${role.id}`}
      data-testid="role-card"
      style={selected ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={`role-${role.id}`}>
              {role.name}
            </Title>
            {role.predefined && (
              <Text size="xs" c="gray.7">
                {t('employeeAccounts.rolesTab.predefined')}
              </Text>
            )}
          </div>
          <Group gap={2} wrap="nowrap">
            {actions.edit && (
              <CardAction
                label={t('employeeAccounts.rolesTab.edit', { name: role.name })}
                onClick={() => onEdit(role)}
                disabled={busy}
              >
                <IconPencil size={18} />
              </CardAction>
            )}
            {actions.copy && (
              <CardAction
                label={t('employeeAccounts.rolesTab.copy', { name: role.name })}
                onClick={() => onCopy(role)}
                disabled={busy}
              >
                <IconCopy size={18} />
              </CardAction>
            )}
            {actions.delete && (
              <CardAction
                label={t('employeeAccounts.rolesTab.delete', { name: role.name })}
                color="red"
                onClick={() => onDelete(role)}
                disabled={busy}
              >
                <IconTrash size={18} />
              </CardAction>
            )}
          </Group>
        </Group>
        <Text size="sm" c="gray.7" style={{ flexGrow: 1 }}>
          {role.description || t('employeeAccounts.rolesTab.noDescription')}
        </Text>
        <LevelBadges permissions={role.permissions} />
        <Group gap={6} c="gray.7">
          <IconUsers size={16} aria-hidden />
          <Text size="sm" data-testid="role-users-count">
            {t('employeeAccounts.rolesTab.usersCount', {
              count: role.usersCount,
              users: usersCountLabel(role.usersCount),
            })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
