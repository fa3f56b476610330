import type { authContractPl } from './pl-contract';
import type { authPagesPl } from './pl-pages';

/**
 * Polish texts of the authentication screens. The texts the contract owns (messages, rule labels,
 * countries) are in ./pl-contract.ts and the other auth pages' own texts in ./pl-pages.ts: those pages load them,
 * the login route never does (docs/decisions/login-bundle.md). These are the login route's.
 */
export const authPl = {
  auth: {
    appTitle: 'Zaplecze',
    home: 'Strona główna logowania',
    backToHome: 'Wróć do wyboru',
    login: {
      pageTitle: 'Logowanie',
      title: 'Zaloguj się',
      subtitle: 'Wprowadź nazwę użytkownika lub adres e-mail oraz hasło.',
      username: 'Nazwa użytkownika lub e-mail',
      usernamePlaceholder: 'np. jan.kowalski lub jan@firma.pl',
      password: 'Hasło',
      submit: 'Zaloguj się',
      submitting: 'Logowanie...',
      forgot: 'Nie pamiętasz hasła?',
      back: 'Wróć',
      noAccount: 'Nie masz jeszcze konta?',
      register: 'Zarejestruj firmę',
      errorTitle: 'Nie udało się zalogować',
      lockedTitle: 'Logowanie tymczasowo zablokowane',
      hintTitle: 'Nieudana próba logowania ({{count}} z {{max}})',
      hint: 'Sprawdź, czy nie masz włączonego klawisza Caps Lock. Po {{max}} nieudanych próbach logowanie na to konto zostanie czasowo zablokowane. Jeśli nie pamiętasz hasła, zresetuj je.',
      // The contract's authMessages.loginFailedToast / loginSuccess (login-check.test.ts): on the route without zod.
      failedToast: 'Logowanie się nie powiodło',
      success: 'Zalogowano pomyślnie!',
    },
  },
};

/** The shape another language must fill: the same keys, any wording. */
type Texts<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Texts<Item>[]
    : { [K in keyof T]: Texts<T[K]> };
export type AuthTranslations = Texts<typeof authPl & typeof authPagesPl & typeof authContractPl>;
