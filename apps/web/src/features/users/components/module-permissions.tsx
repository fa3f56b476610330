import { Checkbox, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  permissionCatalog,
  permissionModules,
  type Permission,
  type PermissionModule,
} from '@zaplecze/contract/roles/permissions';

/** Every module's read, checked: a new role starts with read everywhere (spec 001 §2.2). */
export const defaultPermissions: string[] = permissionModules.map((module) => `${module}.read`);

function toggle(current: readonly string[], module: PermissionModule, action: string, on: boolean): string[] {
  const permission = `${module}.${action}`;
  const next = new Set(current.filter((item) => item !== permission));
  if (on) {
    next.add(permission);
    // Any action of a module needs its read, as the server's withImpliedRead also ensures.
    next.add(`${module}.read`);
  }
  return [...next];
}

interface Props {
  value: readonly string[];
  onChange(value: string[]): void;
  disabled?: boolean;
}

/** The detailed checkboxes of spec 001 §2.2, one group per module (Ticket, OMS, WMS, PIM, POS). */
export function ModulePermissions({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {permissionModules.map((module) => {
        const actions = permissionCatalog[module] as readonly string[];
        const othersChecked = actions.some(
          (action) => action !== 'read' && value.includes(`${module}.${action}`),
        );
        return (
          <Fieldset
            key={module}
            legend={t(`employeeAccounts.modules.name.${module}`)}
            variant="filled"
            p="sm"
          >
            <Group gap="sm">
              {actions.map((action) => {
                const permission = `${module}.${action}` as Permission;
                const implied = action === 'read' && othersChecked;
                return (
                  <Checkbox
                    key={action}
                    label={t(`employeeAccounts.actions.${action}`)}
                    checked={value.includes(permission) || implied}
                    disabled={disabled || implied}
                    title={implied ? t('employeeAccounts.roles.readImplied') : undefined}
                    onChange={(event) => onChange(toggle(value, module, action, event.currentTarget.checked))}
                  />
                );
              })}
            </Group>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}
