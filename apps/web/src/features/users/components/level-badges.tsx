import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import {
  moduleLevel,
  type PermissionLevel,
  type PermissionModule,
} from '@zaplecze/contract/roles/permissions';

const levelColors: Record<PermissionLevel, string> = {
  full: 'green',
  edit: 'blue',
  read: 'cyan',
  limited: 'yellow',
  none: 'gray',
};

/** The modules a role card summarises (spec 001 §2.2). */
export const cardModules: readonly PermissionModule[] = ['oms', 'wms', 'pim', 'pos'];

/** One badge per module: "OMS: Odczyt". */
export function LevelBadges({
  permissions,
  modules = cardModules,
}: {
  permissions: readonly string[];
  modules?: readonly PermissionModule[];
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} data-testid="level-badges">
      {modules.map((module) => {
        const level = moduleLevel(permissions, module);
        return (
          <Badge key={module} color={levelColors[level]} variant="light" c="gray.9" radius="sm" tt="none">
            <Text span size="xs" fw={700}>
              {t(`employeeAccounts.modules.short.${module}`)}:
            </Text>{' '}
            {t(`employeeAccounts.levels.${level}`)}
          </Badge>
        );
      })}
    </Group>
  );
}
