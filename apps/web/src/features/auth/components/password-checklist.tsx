import { useTranslation } from '../../../lib/i18n';
import type { PasswordRule } from '@zaplecze/contract/auth/auth';
import { PasswordChecklist as Checklist } from '../../../components/password-checklist';

interface Props {
  id: string;
  password: string;
  rules: readonly PasswordRule[];
  /** Which label set under auth.passwordRules names the rules. */
  labels: 'registration' | 'reset';
}

/** The registration or reset password rules, named by the auth translations. */
export function PasswordChecklist({ id, password, rules, labels }: Props) {
  const { t } = useTranslation();
  return (
    <Checklist
      id={id}
      testId="password-checklist"
      password={password}
      rules={rules}
      title={t('auth.passwordRules.title')}
      status={{ met: t('auth.passwordRules.met'), notMet: t('auth.passwordRules.notMet') }}
      labelOf={(rule) => t(`auth.passwordRules.${labels}.${rule.id}`)}
    />
  );
}
