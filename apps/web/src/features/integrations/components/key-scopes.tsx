import { useTranslation } from '../../../lib/i18n';
import { PermissionGrid } from '../../../components/permission-grid';

interface Props {
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string;
}

/** A key's scopes as the role editor shows permissions: one group of checkboxes per module. */
export function KeyScopes({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <PermissionGrid
      value={value}
      onChange={onChange}
      error={error}
      cols={{ base: 1, sm: 2 }}
      moduleLabel={(module) => t(`integrations.modules.${module}`)}
      actionLabel={(action) => t(`integrations.actions.${action}`)}
      readImpliedHint={t('integrations.apiKeys.form.readImplied')}
    />
  );
}
