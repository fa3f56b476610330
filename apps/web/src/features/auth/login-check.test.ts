import { describe, expect, it } from 'vitest';
import {
  authMessages,
  loginForm,
  loginPayloadFromForm,
  maxLoginAttempts as contractMaxAttempts,
} from '@zaplecze/contract/auth/auth';
import { authPl } from './locales/pl';
import { checkLoginForm, loginPayload, maxLoginAttempts } from './login-check';

const cases = [
  { username: '', password: '' },
  { username: '   ', password: 'x' },
  { username: 'jan', password: '' },
  { username: '  jan  ', password: ' tajne ' },
  { username: ' jan@firma.pl ', password: 'Tajne!Haslo12' },
  { username: 'a@b', password: ' ' },
];

// The login route checks its form without zod; these are the contract's rules it must give the same answers as.
describe('login form check without zod', () => {
  it.each(cases)('agrees with the contract for %j', (values) => {
    const contract = loginForm.safeParse(values);
    const contractMessages: Record<string, string> = {};
    for (const issue of contract.success ? [] : contract.error.issues) {
      contractMessages[String(issue.path[0])] ??= issue.message;
    }
    const plain = checkLoginForm(values);
    expect(plain.messages).toEqual(contractMessages);
    expect(plain.data).toEqual(contract.success ? contract.data : null);
    if (plain.data) expect(loginPayload(plain.data)).toEqual(loginPayloadFromForm(plain.data));
  });

  it('uses the contract’s attempt limit and its sign-in toasts', () => {
    expect(maxLoginAttempts).toBe(contractMaxAttempts);
    expect(authPl.auth.login.success).toBe(authMessages.loginSuccess);
    expect(authPl.auth.login.failedToast).toBe(authMessages.loginFailedToast);
  });
});
