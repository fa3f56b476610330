import { z } from 'zod';

/**
 * 'Czy aktywny?' and 'Pobierz z GUS' on supplier and GPSR company forms (spec 002 §2.9): the NIP
 * checksum, what the account already knows under that NIP, and the public registry when one is
 * configured; without it `registry.status` is 'unavailable' and says so.
 */
export const nipCheckQuery = z.object({
  nip: z.string().trim().min(1, 'NIP jest wymagany').max(32),
  countryCode: z.string().trim().toUpperCase().default('PL'),
});
export type NipCheckQuery = z.input<typeof nipCheckQuery>;

export const registryStatuses = ['active', 'inactive', 'notFound', 'unavailable'] as const;
export type RegistryStatus = (typeof registryStatuses)[number];

export const registryCompany = z.object({
  name: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  flatNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  krs: z.string(),
});
export type RegistryCompany = z.infer<typeof registryCompany>;

export const nipCheckResponse = z
  .object({
    nip: z.string(),
    checksumValid: z.boolean(),
    /** Records of this account with the same NIP: the account itself, suppliers, GPSR companies. */
    known: z.array(z.object({ source: z.enum(['account', 'supplier', 'gpsrCompany']), name: z.string() })),
    registry: z.object({
      status: z.enum(registryStatuses),
      /** Polish one-line summary to show next to the field. */
      message: z.string(),
      source: z.string().nullable(),
      company: registryCompany.nullable(),
    }),
  })
  .meta({ id: 'NipCheck' });
export type NipCheck = z.infer<typeof nipCheckResponse>;

export const nipCheckMessages = {
  checksumInvalid: 'Nieprawidłowy NIP (błędna cyfra kontrolna)',
  active: 'Podatnik VAT czynny',
  inactive: 'Podatnik nie jest czynnym podatnikiem VAT',
  notFound: 'Nie znaleziono podmiotu o tym numerze NIP w rejestrze',
  unavailable: 'Weryfikacja w rejestrze niedostępna',
  foreign: 'Rejestr obejmuje tylko polskie numery NIP',
} as const;
