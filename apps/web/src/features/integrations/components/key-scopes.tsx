import { Checkbox, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  permissionCatalog,
  permissionModules,
  type Permission,
  type PermissionModule,
} from '@zaplecze/contract/roles/permissions';

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
  error?: string;
}

/** A key's scopes as the role editor shows permissions: one group of checkboxes per module. */
export function KeyScopes({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" aria-invalid={!!error}>
      {permissionModules.map((module) => {
        const actions = permissionCatalog[module] as readonly string[];
        const othersChecked = actions.some(
          (action) => action !== 'read' && value.includes(`${module}.${action}`),
        );
        return (
          <Fieldset key={module} legend={t(`integrations.modules.${module}`)} variant="filled" p="sm">
            <Group gap="sm">
              {actions.map((action) => {
                const permission = `${module}.${action}` as Permission;
                const implied = action === 'read' && othersChecked;
                return (
                  <Checkbox
                    key={action}
                    label={t(`integrations.actions.${action}`)}
                    checked={value.includes(permission) || implied}
                    disabled={implied}
                    title={implied ? t('integrations.apiKeys.form.readImplied') : undefined}
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
