import { z } from 'zod';
import { usernameField } from '../accounts/accounts';
import { authMessages, emailField, type PasswordRule } from '../auth/auth';
import { pageQuery } from '../common/pagination';

/** Staff passwords, spec 001 §2.1 and §9: at least 8 characters with upper and lower case, a digit and a special character. */
export const staffPasswordLimits = { min: 8, max: 128 } as const;

export const userMessages = {
  nameRequired: 'Imię i nazwisko jest wymagane',
  nameTooLong: 'Imię i nazwisko może mieć najwyżej 100 znaków',
  roleRequired: 'Wybierz rolę',
  roleUnknown: 'Wybrana rola nie istnieje',
  passwordTooShort: `Hasło musi mieć co najmniej ${staffPasswordLimits.min} znaków`,
  passwordTooLong: `Hasło może mieć najwyżej ${staffPasswordLimits.max} znaków`,
  passwordUppercase: 'Hasło musi zawierać wielką literę',
  passwordLowercase: 'Hasło musi zawierać małą literę',
  passwordDigit: 'Hasło musi zawierać cyfrę',
  passwordSpecial: 'Hasło musi zawierać znak specjalny',
  notFound: 'Nie znaleziono użytkownika.',
  emptyList: 'Brak użytkowników do wyświetlenia.',
  cannotDeleteSelf: 'Nie możesz usunąć własnego konta.',
  cannotDeactivateSelf: 'Nie możesz dezaktywować własnego konta.',
  lastAdministrator:
    'Konto firmy musi mieć co najmniej jednego aktywnego administratora. Najpierw nadaj rolę Administrator innemu użytkownikowi.',
  deactivated: 'Konto użytkownika zostało dezaktywowane. Skontaktuj się z administratorem firmy.',
  created: 'Użytkownik został dodany.',
  saved: 'Zmiany zostały zapisane.',
  deleted: 'Użytkownik został usunięty.',
  activated: 'Użytkownik został aktywowany.',
  deactivatedToast: 'Użytkownik został dezaktywowany.',
  passwordChanged: 'Hasło zostało zmienione. Wszystkie sesje użytkownika zostały zakończone.',
  resetSent: 'Wysłano wiadomość z linkiem do ustawienia nowego hasła.',
  resetInactive: 'Nie można wysłać linku do nieaktywnego użytkownika.',
  avatarMissing: 'Wybierz plik obrazu.',
  avatarType: 'Dozwolone są tylko obrazy PNG, JPEG lub WebP.',
  avatarCorrupt: 'Plik nie jest poprawnym obrazem. Wybierz inne zdjęcie PNG, JPEG lub WebP.',
  avatarTooLarge: 'Obraz może mieć najwyżej 2 MB.',
  avatarNone: 'Użytkownik nie ma zdjęcia.',
  avatarSaved: 'Zdjęcie zostało zapisane.',
} as const;

const hasUppercase = (value: string) => /\p{Lu}/u.test(value);
const hasLowercase = (value: string) => /\p{Ll}/u.test(value);
const hasDigit = (value: string) => /\p{N}/u.test(value);
const hasSpecial = (value: string) => /[^\p{L}\p{N}\s]/u.test(value);

/** The checklist of the staff password policy, shown under the field and enforced by `staffPasswordField`. */
export const staffPasswordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `Co najmniej ${staffPasswordLimits.min} znaków`,
    test: (p) => p.length >= staffPasswordLimits.min,
  },
  { id: 'uppercase', label: 'Wielka litera', test: hasUppercase },
  { id: 'lowercase', label: 'Mała litera', test: hasLowercase },
  { id: 'digit', label: 'Cyfra', test: hasDigit },
  { id: 'special', label: 'Znak specjalny', test: hasSpecial },
];

export const staffPasswordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(staffPasswordLimits.min, userMessages.passwordTooShort)
  .max(staffPasswordLimits.max, userMessages.passwordTooLong)
  .refine(hasUppercase, userMessages.passwordUppercase)
  .refine(hasLowercase, userMessages.passwordLowercase)
  .refine(hasDigit, userMessages.passwordDigit)
  .refine(hasSpecial, userMessages.passwordSpecial);

export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const displayNameField = z
  .string({ error: userMessages.nameRequired })
  .trim()
  .min(1, userMessages.nameRequired)
  .max(100, userMessages.nameTooLong);
const roleIdField = z.uuid({ error: userMessages.roleRequired });

export const userListQuery = pageQuery.extend({
  /** Trimmed, case-insensitive; over name, e-mail, username and the owner's invoice e-mail. */
  search: z.string().trim().max(100).optional(),
  roleId: z.uuid().optional(),
  status: z.enum(userStatuses).optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const createUserBody = z
  .object({
    name: displayNameField,
    username: usernameField,
    email: emailField,
    roleId: roleIdField,
    password: staffPasswordField,
  })
  .meta({ id: 'CreateUserBody' });
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .object({
    name: displayNameField,
    username: usernameField,
    email: emailField,
    roleId: roleIdField,
    version: z.number().int().min(1),
  })
  .meta({ id: 'UpdateUserBody' });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userStatusBody = z.object({ status: z.enum(userStatuses) }).meta({ id: 'UserStatusBody' });
export type UserStatusBody = z.infer<typeof userStatusBody>;

export const changeUserPasswordBody = z
  .object({ password: staffPasswordField })
  .meta({ id: 'ChangeUserPasswordBody' });
export type ChangeUserPasswordBody = z.infer<typeof changeUserPasswordBody>;

/** The change-password modal: the password twice; only `password` is sent. */
export const changeUserPasswordForm = changeUserPasswordBody
  .extend({ confirmPassword: z.string().min(1, authMessages.confirmPasswordRequired) })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangeUserPasswordForm = z.infer<typeof changeUserPasswordForm>;

export const userResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.object({ id: z.uuid(), name: z.string(), isAdmin: z.boolean() }),
    status: z.enum(userStatuses),
    lastActivityAt: z.iso.datetime().nullable(),
    twoFactorEnabled: z.boolean(),
    /** Authenticated GET (send the bearer token); null without a picture. */
    avatarUrl: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userResponse>;

export const userListResponse = z
  .object({
    data: z.array(userResponse),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'UserList' });
export type UserList = z.infer<typeof userListResponse>;

export const avatarLimits = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'] as const,
  /** Stored pictures are scaled down to fit this square. */
  maxSide: 512,
} as const;
export type AvatarType = (typeof avatarLimits.types)[number];

/** Where a user's picture is served; the version busts caches when it changes. */
export function avatarUrlOf(userId: string, version: number): string {
  return `/api/users/${userId}/avatar?v=${version}`;
}
