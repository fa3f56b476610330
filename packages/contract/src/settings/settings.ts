import { z } from 'zod';
import { invoiceDataFields } from '../accounts/accounts';
import { emailField } from '../auth/auth';

const versionField = z.number({ error: 'Brak wersji rekordu' }).int().min(1);

export const companySettingsResponse = invoiceDataFields
  .extend({ version: z.number().int(), modifiedAt: z.iso.datetime() })
  .meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettingsResponse>;

/** Settings → general, invoice data: the rules of registration plus the version last read. */
export const companySettingsBody = invoiceDataFields.extend({ version: versionField });
export type CompanySettingsBody = z.input<typeof companySettingsBody>;

export const profileMessages = {
  displayNameTooLong: 'Nazwa wyświetlana może mieć najwyżej 100 znaków',
  saved: 'Zapisano zmiany.',
} as const;

export const profileResponse = z
  .object({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    displayName: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileResponse>;

export const profileBody = z.object({
  displayName: z.string().trim().max(100, profileMessages.displayNameTooLong),
  email: emailField,
  version: versionField,
});
export type ProfileBody = z.infer<typeof profileBody>;
