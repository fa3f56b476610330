import { z } from 'zod';
import { authMessages, emailField, registrationPasswordField } from '../auth/auth';
import { cleanText } from '../common/text';

export const countries = [
  { code: 'PL', label: 'Polska' },
  { code: 'DE', label: 'Niemcy' },
  { code: 'CZ', label: 'Czechy' },
  { code: 'SK', label: 'Słowacja' },
] as const;
export const countryCodes = ['PL', 'DE', 'CZ', 'SK'] as const;
export type CountryCode = (typeof countryCodes)[number];

export const phonePrefixes = ['+48', '+49', '+420', '+421'] as const;
export type PhonePrefix = (typeof phonePrefixes)[number];

export const accountMessages = {
  usernameTooLong: 'Nazwa użytkownika może mieć najwyżej 50 znaków',
  usernameFormat: 'Nazwa użytkownika może zawierać tylko litery, cyfry oraz znaki . _ -',
  usernameTaken: 'Ta nazwa użytkownika jest już zajęta',
  emailTaken: 'Konto z tym adresem email już istnieje',
  companyNameRequired: 'Nazwa firmy jest wymagana',
  companyNameTooLong: 'Nazwa firmy może mieć najwyżej 200 znaków',
  nipRequired: 'NIP jest wymagany',
  nipFormat: 'NIP musi mieć 10 cyfr lub format NNN-NNN-NN-NN',
  nipChecksum: 'Nieprawidłowy NIP (błędna cyfra kontrolna)',
  countryRequired: 'Kraj jest wymagany',
  countryFormat: 'Wybierz kraj z listy',
  streetRequired: 'Ulica jest wymagana',
  streetTooLong: 'Ulica może mieć najwyżej 200 znaków',
  buildingNumberRequired: 'Numer budynku jest wymagany',
  buildingNumberTooLong: 'Numer budynku może mieć najwyżej 20 znaków',
  flatNumberTooLong: 'Numer lokalu może mieć najwyżej 20 znaków',
  zipCodeRequired: 'Kod pocztowy jest wymagany',
  zipCodeFormat: 'Kod pocztowy musi mieć format NN-NNN',
  cityRequired: 'Miasto jest wymagane',
  cityTooLong: 'Miasto może mieć najwyżej 100 znaków',
  regionTooLong: 'Województwo może mieć najwyżej 100 znaków',
  prefixRequired: 'Prefiks jest wymagany',
  prefixFormat: 'Wybierz prefiks z listy: +48, +49, +420, +421',
  phoneRequired: 'Numer telefonu jest wymagany',
  phoneFormat: 'Numer telefonu musi składać się z 9 cyfr',
  termsRequired: 'Proszę zaakceptować warunki',
  registered: 'Konto zostało utworzone. Na podany adres wysłaliśmy link aktywacyjny.',
} as const;

const nipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const nipPattern = /^(\d{10}|\d{3}-\d{3}-\d{2}-\d{2})$/;

/** Drops the dashes of the NNN-NNN-NN-NN form; the stored NIP is always 10 digits. */
export function normalizeNip(value: string): string {
  return value.trim().replaceAll('-', '');
}

/** NIP checksum: digits 1–9 weighted 6,5,7,2,3,4,5,6,7, sum mod 11 equals the 10th digit (10 is never valid). */
export function isValidNip(value: string): boolean {
  const trimmed = value.trim();
  if (!nipPattern.test(trimmed)) return false;
  const digits = [...normalizeNip(trimmed)].map(Number);
  const sum = nipWeights.reduce((total, weight, i) => total + weight * digits[i]!, 0);
  const check = sum % 11;
  return check !== 10 && check === digits[9];
}

const requiredText = (required: string, max: number, tooLong: string) =>
  cleanText({ error: required }).trim().min(1, required).max(max, tooLong);

export const usernameField = z
  .string({ error: authMessages.usernameRequired })
  .trim()
  .min(1, authMessages.usernameRequired)
  .max(50, accountMessages.usernameTooLong)
  .regex(/^[\p{L}\p{N}._-]+$/u, accountMessages.usernameFormat);

/** Required and pattern errors are separate (spec 000 §5); the checksum comes last. */
export const nipField = z
  .string({ error: accountMessages.nipRequired })
  .trim()
  .min(1, accountMessages.nipRequired)
  .regex(nipPattern, accountMessages.nipFormat)
  .refine((value) => !nipPattern.test(value) || isValidNip(value), accountMessages.nipChecksum);

export const countryField = z.enum(countryCodes, { error: accountMessages.countryFormat });
export const prefixField = z.enum(phonePrefixes, { error: accountMessages.prefixFormat });
export const zipCodeField = z
  .string({ error: accountMessages.zipCodeRequired })
  .trim()
  .min(1, accountMessages.zipCodeRequired)
  .regex(/^\d{2}-\d{3}$/, accountMessages.zipCodeFormat);
export const phoneNumberField = z
  .string({ error: accountMessages.phoneRequired })
  .trim()
  .min(1, accountMessages.phoneRequired)
  .regex(/^\d{9}$/, accountMessages.phoneFormat);
export const companyNameField = requiredText(
  accountMessages.companyNameRequired,
  200,
  accountMessages.companyNameTooLong,
);
export const streetField = requiredText(accountMessages.streetRequired, 200, accountMessages.streetTooLong);
export const buildingNumberField = requiredText(
  accountMessages.buildingNumberRequired,
  20,
  accountMessages.buildingNumberTooLong,
);
export const flatNumberField = z.string().trim().max(20, accountMessages.flatNumberTooLong);
export const cityField = requiredText(accountMessages.cityRequired, 100, accountMessages.cityTooLong);
export const regionField = z.string().trim().max(100, accountMessages.regionTooLong);

/** The registration form of spec 000 §3/§5, field for field. */
export const registrationForm = z.object({
  username: usernameField,
  email: emailField,
  password: registrationPasswordField,
  companyName: companyNameField,
  nip: nipField,
  country: countryField,
  street: streetField,
  buildingNumber: buildingNumberField,
  flatNumber: flatNumberField.default(''),
  zipCode: zipCodeField,
  city: cityField,
  prefix: prefixField,
  phoneNumber: phoneNumberField,
  termsAccepted: z.literal(true, { error: accountMessages.termsRequired }),
});
export type RegistrationForm = z.infer<typeof registrationForm>;

export const registrationFormDefaults = {
  username: '',
  email: '',
  password: '',
  companyName: '',
  nip: '',
  country: 'PL',
  street: '',
  buildingNumber: '',
  flatNumber: '',
  zipCode: '',
  city: '',
  prefix: '+48',
  phoneNumber: '',
  termsAccepted: false,
} as const;

/** Invoice data as stored per account; edited again under settings → general. */
export const invoiceDataFields = z.object({
  companyName: companyNameField,
  vatId: nipField,
  street: streetField,
  buildingNumber: buildingNumberField,
  flatNumber: flatNumberField.default(''),
  zipCode: zipCodeField,
  city: cityField,
  country: countryField.default('PL'),
  region: regionField.default(''),
  email: emailField,
  prefix: prefixField.default('+48'),
  phoneNumber: phoneNumberField,
});
export type InvoiceData = z.infer<typeof invoiceDataFields>;

/**
 * The registration payload of spec 000 §3 sent to POST /api/Accounts. Ids are assigned by the
 * server; role, isLicenceAdmin, operationalStatus and type are fixed values of a new account.
 * termsAccepted is required so consent is recorded with the account.
 */
export const registrationPayload = z
  .object({
    name: usernameField,
    identity: z.object({
      email: emailField,
      password: registrationPasswordField,
      role: z.literal('admin').default('admin'),
    }),
    isLicenceAdmin: z.literal(false).default(false),
    operationalStatus: z.literal(0).default(0),
    type: z.literal(1).default(1),
    invoiceData: invoiceDataFields.extend({ isVatIdEditable: z.boolean().default(true) }),
    termsAccepted: z.literal(true, { error: accountMessages.termsRequired }),
  })
  .meta({ id: 'RegistrationPayload' });
export type RegistrationPayload = z.input<typeof registrationPayload>;

export function registrationPayloadFromForm(form: RegistrationForm): RegistrationPayload {
  return {
    name: form.username,
    identity: { email: form.email, password: form.password, role: 'admin' },
    isLicenceAdmin: false,
    operationalStatus: 0,
    type: 1,
    invoiceData: {
      companyName: form.companyName,
      vatId: form.nip,
      street: form.street,
      buildingNumber: form.buildingNumber,
      flatNumber: form.flatNumber,
      zipCode: form.zipCode,
      city: form.city,
      country: form.country,
      region: '',
      email: form.email,
      prefix: form.prefix,
      phoneNumber: form.phoneNumber,
      isVatIdEditable: true,
    },
    termsAccepted: true,
  };
}

const payloadPathToFormField: Record<string, keyof RegistrationForm> = {
  name: 'username',
  'identity.email': 'email',
  'identity.password': 'password',
  'invoiceData.companyName': 'companyName',
  'invoiceData.vatId': 'nip',
  'invoiceData.country': 'country',
  'invoiceData.street': 'street',
  'invoiceData.buildingNumber': 'buildingNumber',
  'invoiceData.flatNumber': 'flatNumber',
  'invoiceData.zipCode': 'zipCode',
  'invoiceData.city': 'city',
  'invoiceData.email': 'email',
  'invoiceData.prefix': 'prefix',
  'invoiceData.phoneNumber': 'phoneNumber',
  termsAccepted: 'termsAccepted',
  username: 'username',
  email: 'email',
};

/** The registration form field behind a key of an API error's `fields` (payload paths and 409 names). */
export function registrationFormField(key: string): keyof RegistrationForm | undefined {
  return payloadPathToFormField[key];
}

export const registrationResponse = z
  .object({ userId: z.uuid(), email: z.string() })
  .meta({ id: 'RegistrationResponse' });
export type RegistrationResponse = z.infer<typeof registrationResponse>;

/** One mail of the development outbox (GET /api/dev/outbox, not in production). */
export const outboxMail = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    status: z.enum(['queued', 'sent', 'failed']),
    delivery: z.enum(['smtp', 'outbox']).nullable(),
    attempts: z.number().int(),
    error: z.string().nullable(),
    /** Every http(s) link of the text, so the panel can make them clickable. */
    links: z.array(z.string()),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxResponse = z.object({ data: z.array(outboxMail) }).meta({ id: 'Outbox' });
export type OutboxResponse = z.infer<typeof outboxResponse>;
