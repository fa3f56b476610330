import { useTranslation } from '../../../lib/i18n';
import { permissionModules } from '@zaplecze/contract/roles/permissions';
import { PermissionGrid } from '../../../components/permission-grid';

/** Every module's read, checked: a new role starts with read everywhere (spec 001 §2.2). */
export const defaultPermissions: string[] = permissionModules.map((module) => `${module}.read`);

interface Props {
  value: readonly string[];
  onChange(value: string[]): void;
  disabled?: boolean;
}

/** The detailed checkboxes of spec 001 §2.2, one group per module (Ticket, OMS, WMS, PIM, POS). */
export function ModulePermissions({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <PermissionGrid
      value={value}
      onChange={onChange}
      disabled={disabled}
      cols={{ base: 1, sm: 2, lg: 3 }}
      moduleLabel={(module) => t(`employeeAccounts.modules.name.${module}`)}
      actionLabel={(action) => t(`employeeAccounts.actions.${action}`)}
      readImpliedHint={t('employeeAccounts.roles.readImplied')}
    />
  );
}
