import { Checkbox, Fieldset, Group, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import {
  permissionCatalog,
  permissionModules,
  type Permission,
  type PermissionModule,
} from '@zaplecze/contract/roles/permissions';

/** `current` with `module.action` switched; any action of a module brings its read along. */
export function togglePermission(
  current: readonly string[],
  module: PermissionModule,
  action: string,
  on: boolean,
): string[] {
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
  error?: string;
  cols: SimpleGridProps['cols'];
  moduleLabel(module: PermissionModule): string;
  actionLabel(action: string): string;
  /** The hint on a read checked because another action of its module is. */
  readImpliedHint: string;
}

/**
 * The permission model's checkboxes (spec 001 §2.2), one group per module (Ticket, OMS, WMS, PIM,
 * POS): a role's permissions and an API key's scopes are picked the same way.
 */
export function PermissionGrid({
  value,
  onChange,
  disabled,
  error,
  cols,
  moduleLabel,
  actionLabel,
  readImpliedHint,
}: Props) {
  return (
    <SimpleGrid cols={cols} spacing="sm" aria-invalid={error ? true : undefined}>
      {permissionModules.map((module) => {
        const actions = permissionCatalog[module] as readonly string[];
        const othersChecked = actions.some(
          (action) => action !== 'read' && value.includes(`${module}.${action}`),
        );
        return (
          <Fieldset key={module} legend={moduleLabel(module)} variant="filled" p="sm">
            <Group gap="sm">
              {actions.map((action) => {
                const permission = `${module}.${action}` as Permission;
                const implied = action === 'read' && othersChecked;
                return (
                  <Checkbox
                    key={action}
                    label={actionLabel(action)}
                    checked={value.includes(permission) || implied}
                    disabled={disabled || implied}
                    title={implied ? readImpliedHint : undefined}
                    onChange={(event) =>
                      onChange(togglePermission(value, module, action, event.currentTarget.checked))
                    }
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
