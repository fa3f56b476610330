import { z } from 'zod';
import { countPl, pluralPl } from '../common/plural';

/** Spec 000 §9: failed logins allowed before the identity is locked. */
export const maxLoginAttempts = 3;
export const loginLockMinutes = 15;
export const accessTokenSeconds = 10 * 60;
export const sessionIdleMinutes = 30;
export const sessionAbsoluteHours = 12;

export const passwordLimits = {
  registrationMin: 12,
  registrationMax: 128,
  resetMin: 12,
  resetMax: 32,
} as const;

/** The special characters the reset checklist names (spec 000 §5). */
export const resetSpecialCharacters = '!@#$%^&*(),.?":{}|<>';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  label: string;
  test(password: string): boolean;
}

export interface PasswordRuleResult {
  id: PasswordRule['id'];
  label: string;
  passed: boolean;
}

const hasUppercase = (value: string) => /\p{Lu}/u.test(value);
const hasLowercase = (value: string) => /\p{Ll}/u.test(value);
const hasSpecial = (value: string) => /[^\p{L}\p{N}]/u.test(value);

/** Registration: at least 12 characters with an uppercase, a lowercase and a non-alphanumeric character. */
export const registrationPasswordRules: readonly PasswordRule[] = [
  { id: 'length', label: 'Co najmniej 12 znaków', test: (p) => p.length >= passwordLimits.registrationMin },
  { id: 'uppercase', label: 'Co najmniej jedna wielka litera', test: hasUppercase },
  { id: 'lowercase', label: 'Co najmniej jedna mała litera', test: hasLowercase },
  { id: 'special', label: 'Co najmniej jeden znak specjalny', test: hasSpecial },
];

/** The reset checklist of spec 000 §5; only the length rule is enforced there. */
export const resetPasswordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'Od 12 do 32 znaków',
    test: (p) => p.length >= passwordLimits.resetMin && p.length <= passwordLimits.resetMax,
  },
  { id: 'uppercase', label: 'Jedna wielka litera', test: hasUppercase },
  { id: 'lowercase', label: 'Jedna mała litera', test: hasLowercase },
  { id: 'digit', label: 'Jedna cyfra', test: (p) => /\d/.test(p) },
  {
    id: 'special',
    label: `Jeden znak specjalny (${resetSpecialCharacters})`,
    test: (p) => [...p].some((ch) => resetSpecialCharacters.includes(ch)),
  },
];

export function checkPassword(password: string, rules: readonly PasswordRule[]): PasswordRuleResult[] {
  return rules.map((rule) => ({ id: rule.id, label: rule.label, passed: rule.test(password) }));
}

export const authMessages = {
  usernameRequired: 'Nazwa użytkownika jest wymagana',
  passwordRequired: 'Hasło jest wymagane',
  emailRequired: 'Email jest wymagany',
  emailInvalid: 'Podaj poprawny adres email',
  emailTooLong: 'Adres email może mieć najwyżej 254 znaki',
  passwordTooShort: 'Hasło musi mieć co najmniej 12 znaków',
  passwordTooLong: 'Hasło może mieć najwyżej 128 znaków',
  passwordUppercase: 'Hasło musi zawierać co najmniej jedną wielką literę',
  passwordLowercase: 'Hasło musi zawierać co najmniej jedną małą literę',
  passwordSpecial: 'Hasło musi zawierać co najmniej jeden znak specjalny',
  resetPasswordLength: 'Hasło musi mieć od 12 do 32 znaków',
  resetTokenRequired: 'Token resetowania jest wymagany',
  confirmPasswordRequired: 'Potwierdzenie hasła jest wymagane',
  passwordsDiffer: 'Hasła nie są zgodne',
  passwordsMatch: 'Hasła się zgadzają',
  invalidCredentials: 'Nieprawidłowa nazwa użytkownika/e-mail lub hasło.',
  loginFailedToast: 'Logowanie się nie powiodło',
  loginSuccess: 'Zalogowano pomyślnie!',
  accountInactive: 'Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny z wiadomości e-mail.',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  activationInvalidLink: 'Nieprawidłowy link aktywacyjny.',
  activationInvalidToken: 'Link aktywacyjny jest nieprawidłowy lub został już użyty.',
  activationExpired:
    'Link aktywacyjny wygasł. Zarejestruj się ponownie lub skontaktuj się z pomocą techniczną.',
  activationUserNotFound: 'Nie znaleziono konta dla tego linku aktywacyjnego.',
  activationSuccess: 'Konto zostało aktywowane. Możesz się teraz zalogować.',
  resetRequested: 'Na podany adres e-mail wysłano wiadomość z linkiem do resetowania hasła.',
  resetInvalidToken: 'Link do resetowania hasła wygasł lub został już użyty. Poproś o nowy.',
  resetTokenNotFound:
    'Nie znaleziono tokenu resetowania hasła. Sprawdź, czy link został skopiowany w całości.',
  resetSuccess: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
  loggedOut: 'Wylogowano.',
} as const;

/** 'Pozostała 1 próba', 'Pozostały 2 próby', 'Pozostało 5 prób': the verb agrees with the count too. */
export function attemptsLeftText(remaining: number): string {
  const verb = pluralPl(remaining, { one: 'Pozostała', few: 'Pozostały', many: 'Pozostało' });
  return `${verb} ${countPl(remaining, { one: 'próba', few: 'próby', many: 'prób' })} przed czasową blokadą.`;
}

export function remainingAttemptsMessage(remaining: number): string {
  return `${authMessages.invalidCredentials} ${attemptsLeftText(remaining)}`;
}

export function lockedMessage(minutesLeft: number): string {
  const minutes = countPl(Math.max(1, minutesLeft), { one: 'minutę', few: 'minuty', many: 'minut' });
  return `Zbyt wiele nieudanych prób logowania. Logowanie na to konto jest zablokowane — spróbuj ponownie za ${minutes}.`;
}

export const emailField = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailTooLong)
  .regex(z.regexes.email, authMessages.emailInvalid);

/** Registration strength rules (spec 000 §5), one message per broken rule. */
export const registrationPasswordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(passwordLimits.registrationMin, authMessages.passwordTooShort)
  .max(passwordLimits.registrationMax, authMessages.passwordTooLong)
  .refine(hasUppercase, authMessages.passwordUppercase)
  .refine(hasLowercase, authMessages.passwordLowercase)
  .refine(hasSpecial, authMessages.passwordSpecial);

export const resetPasswordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(passwordLimits.resetMin, authMessages.resetPasswordLength)
  .max(passwordLimits.resetMax, authMessages.resetPasswordLength);

/** The login form: one entry that is a username or, when it contains '@', an e-mail. */
export const loginForm = z.object({
  username: z.string({ error: authMessages.usernameRequired }).trim().min(1, authMessages.usernameRequired),
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired),
});
export type LoginForm = z.infer<typeof loginForm>;

export const loginBody = z
  .object({
    username: z.string().trim().max(254).optional(),
    email: z.string().trim().max(254).optional(),
    password: z
      .string({ error: authMessages.passwordRequired })
      .min(1, authMessages.passwordRequired)
      .max(1024),
  })
  .refine((body) => Boolean(body.username || body.email), {
    message: authMessages.usernameRequired,
    path: ['username'],
  });
export type LoginBody = z.infer<typeof loginBody>;

export function loginPayloadFromForm(form: LoginForm): LoginBody {
  const entry = form.username.trim();
  return entry.includes('@')
    ? { email: entry, password: form.password }
    : { username: entry, password: form.password };
}

export const licenceSummary = z
  .object({
    /** The plan id (spec 000 §3: the current plan is the plan whose id equals the licence id). */
    id: z.string(),
    planName: z.string(),
    status: z.enum(['trial', 'active', 'expired']),
    validTo: z.iso.datetime(),
    daysLeft: z.number().int(),
    readOnly: z.boolean(),
  })
  .meta({ id: 'LicenceSummary' });
export type LicenceSummary = z.infer<typeof licenceSummary>;

export const sessionUser = z
  .object({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    displayName: z.string(),
    accountId: z.uuid(),
    companyName: z.string(),
    licence: licenceSummary,
    role: z.object({ id: z.uuid(), name: z.string(), isAdmin: z.boolean() }),
    /** What the role grants (an administrator: every permission); the web hides what is missing. */
    permissions: z.array(z.string()),
    twoFactorEnabled: z.boolean(),
    /** Authenticated GET; null without a picture. */
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z
  .object({ token: z.string(), expiresIn: z.number().int(), user: sessionUser })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponse>;

/** The new token and who it is for, so a page load restores the session in one request. */
export const refreshResponse = z
  .object({ token: z.string(), user: sessionUser })
  .meta({ id: 'RefreshResponse' });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const messageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponse>;

export const activateBody = z.object({
  userId: z.uuid({ error: authMessages.activationInvalidLink }),
  token: z
    .string({ error: authMessages.activationInvalidLink })
    .min(1, authMessages.activationInvalidLink)
    .max(200),
});
export type ActivateBody = z.infer<typeof activateBody>;

export const forgotPasswordForm = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

export const resetConfirmBody = z.object({
  token: z
    .string({ error: authMessages.resetTokenRequired })
    .trim()
    .min(1, authMessages.resetTokenRequired)
    .max(200),
  password: resetPasswordField,
});
export type ResetConfirmBody = z.infer<typeof resetConfirmBody>;

/** The confirm-reset form: only token and password are sent (spec 000 §3). */
export const resetConfirmForm = resetConfirmBody
  .extend({
    confirmPassword: z
      .string({ error: authMessages.confirmPasswordRequired })
      .min(1, authMessages.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetConfirmForm = z.infer<typeof resetConfirmForm>;

/** Translation keys of spec 000 §8 for the confirm-reset outcomes, by HTTP status. */
export const resetConfirmErrorKeys = {
  400: 'auth.confirmResetPassword.invalidToken',
  404: 'auth.confirmResetPassword.tokenNotFound',
  0: 'common.networkError',
  other: 'auth.confirmResetPassword.resetError',
} as const;
