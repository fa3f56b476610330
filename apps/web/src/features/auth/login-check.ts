import type { LoginBody, LoginForm } from '@zaplecze/contract/auth/auth';

/**
 * The contract's login form schema (`loginForm`) and `loginPayloadFromForm` in plain code: zod stays off the login
 * route (docs/decisions/login-bundle.md). Same messages, same trimming; the server stays authoritative, and
 * login-check.test.ts compares both with the contract so they cannot drift apart.
 */
export const loginFormMessages = {
  usernameRequired: 'Nazwa użytkownika jest wymagana',
  passwordRequired: 'Hasło jest wymagane',
} as const;

/** The contract's `maxLoginAttempts` (spec 000 §9), for the failed-attempt hint. */
export const maxLoginAttempts = 3;

export type LoginField = keyof LoginForm;

export interface LoginCheck {
  /** The values to send (the entry trimmed), or null while a field is invalid. */
  data: LoginForm | null;
  /** The first message of each invalid field. */
  messages: Partial<Record<LoginField, string>>;
}

export function checkLoginForm(values: LoginForm): LoginCheck {
  const username = values.username.trim();
  const messages: Partial<Record<LoginField, string>> = {};
  if (username.length === 0) messages.username = loginFormMessages.usernameRequired;
  if (values.password.length === 0) messages.password = loginFormMessages.passwordRequired;
  const valid = !messages.username && !messages.password;
  return { data: valid ? { username, password: values.password } : null, messages };
}

/** E-mail + password when the entry contains '@', otherwise username + password (spec 000 §3). */
export function loginPayload(form: LoginForm): LoginBody {
  const entry = form.username.trim();
  return entry.includes('@')
    ? { email: entry, password: form.password }
    : { username: entry, password: form.password };
}
