import { useTranslation } from '../../../lib/i18n';
import { staffPasswordRules } from '@zaplecze/contract/users/users';
import { PasswordChecklist } from '../../../components/password-checklist';

/** The staff password policy of the contract, ticking live as the typed password meets each rule. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  return (
    <PasswordChecklist
      id={id}
      testId="password-rules"
      password={password}
      rules={staffPasswordRules}
      title={t('employeeAccounts.userForm.passwordRules')}
      status={{
        met: t('employeeAccounts.userForm.ruleMet'),
        notMet: t('employeeAccounts.userForm.ruleNotMet'),
      }}
    />
  );
}
