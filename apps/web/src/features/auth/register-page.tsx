import { useTranslation } from '../../lib/i18n';
import { AuthHeader } from './components/auth-header';
import { RegistrationForm } from './components/registration-form';
import { usePageTitle } from '../../lib/use-page-title';
import './contract-translations';
import './page-translations';

/** /auth/register: 'Rejestracja Firmy', shown in the wider card (route handle wideCard). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.pageTitle'));
  return (
    <>
      <AuthHeader title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <RegistrationForm />
    </>
  );
}
