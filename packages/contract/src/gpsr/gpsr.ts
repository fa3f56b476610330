import { z } from 'zod';
import {
  countryCodeField,
  emailText,
  optionalText,
  requiredText,
  searchField,
  timestamps,
} from '../products/product-dictionaries';
import { supplierLimits, withTaxNumber } from '../suppliers/suppliers';

/** GPSR responsible entities (companies) and persons (contacts), spec 002 §2.6, §3, §5, §8, §9. */
export const gpsrMessages = {
  required: 'Proszę wypełnić wszystkie wymagane pola.',
  companyNameTaken: 'Podmiot o tej nazwie już istnieje',
  companyNotFound: 'Nie znaleziono podmiotu.',
  contactNotFound: 'Nie znaleziono osoby odpowiedzialnej.',
} as const;

export const gpsrPageSize = 20;
export const gpsrSearchDebounceMs = 300;

export const gpsrCompanyTypes = ['Producer', 'Importer', 'Distributor'] as const;
export type GpsrCompanyType = (typeof gpsrCompanyTypes)[number];
export const gpsrCompanyTypeLabels: Record<GpsrCompanyType, string> = {
  Producer: 'Producent',
  Importer: 'Importer',
  Distributor: 'Dystrybutor',
};

/** Spec 002 §5 limits; a supplier shares them (suppliers.ts). */
export const gpsrCompanyLimits = supplierLimits;
export const gpsrContactLimits = {
  firstName: 32,
  lastName: 32,
  role: 32,
  email: 32,
  phoneNumber: 16,
  description: 256,
} as const;

const required = gpsrMessages.required;

export const gpsrCompanyFields = {
  name: requiredText(gpsrCompanyLimits.name, required),
  type: z.enum(gpsrCompanyTypes, { error: required }),
  description: optionalText(gpsrCompanyLimits.description),
  nip: optionalText(gpsrCompanyLimits.nip),
  krs: optionalText(gpsrCompanyLimits.krs),
  countryCode: countryCodeField(),
  street: optionalText(gpsrCompanyLimits.street),
  buildingNumber: optionalText(gpsrCompanyLimits.buildingNumber),
  flatNumber: optionalText(gpsrCompanyLimits.flatNumber),
  zipCode: optionalText(gpsrCompanyLimits.zipCode),
  city: optionalText(gpsrCompanyLimits.city),
  email: emailText(gpsrCompanyLimits.email),
  phoneNumber: optionalText(gpsrCompanyLimits.phoneNumber),
};
export const gpsrCompanyBody = withTaxNumber(z.object(gpsrCompanyFields)).meta({ id: 'GpsrCompanyBody' });
export type GpsrCompanyBody = z.input<typeof gpsrCompanyBody>;
export const updateGpsrCompanyBody = withTaxNumber(
  z.object({ ...gpsrCompanyFields, version: z.number().int().min(1) }),
).meta({ id: 'UpdateGpsrCompanyBody' });
export type UpdateGpsrCompanyBody = z.input<typeof updateGpsrCompanyBody>;

export const gpsrContactFields = {
  firstName: requiredText(gpsrContactLimits.firstName, required),
  lastName: requiredText(gpsrContactLimits.lastName, required),
  description: optionalText(gpsrContactLimits.description),
  role: optionalText(gpsrContactLimits.role),
  email: emailText(gpsrContactLimits.email, required),
  phoneNumber: requiredText(gpsrContactLimits.phoneNumber, required),
  countryCode: countryCodeField(),
};
export const gpsrContactBody = z.object(gpsrContactFields).meta({ id: 'GpsrContactBody' });
export type GpsrContactBody = z.input<typeof gpsrContactBody>;
export const updateGpsrContactBody = z
  .object({ ...gpsrContactFields, version: z.number().int().min(1) })
  .meta({ id: 'UpdateGpsrContactBody' });
export type UpdateGpsrContactBody = z.input<typeof updateGpsrContactBody>;

/** GPSR lists page by 20 (spec 002 §9); search: name or NIP of a company, name or e-mail of a person. */
export const gpsrListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(gpsrPageSize),
  search: searchField,
});
export type GpsrListQuery = z.input<typeof gpsrListQuery>;

export const gpsrCompanyResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(gpsrCompanyTypes),
    description: z.string(),
    nip: z.string(),
    krs: z.string(),
    countryCode: z.string(),
    street: z.string(),
    buildingNumber: z.string(),
    flatNumber: z.string(),
    zipCode: z.string(),
    city: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    ...timestamps,
  })
  .meta({ id: 'GpsrCompany' });
export type GpsrCompany = z.infer<typeof gpsrCompanyResponse>;

export const gpsrContactResponse = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    description: z.string(),
    role: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    countryCode: z.string(),
    ...timestamps,
  })
  .meta({ id: 'GpsrContact' });
export type GpsrContact = z.infer<typeof gpsrContactResponse>;

const list = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({ data: z.array(item), count: z.number().int(), page: z.number().int(), limit: z.number().int() })
    .meta({ id });
export const gpsrCompanyListResponse = list(gpsrCompanyResponse, 'GpsrCompanyList');
export type GpsrCompanyList = z.infer<typeof gpsrCompanyListResponse>;
export const gpsrContactListResponse = list(gpsrContactResponse, 'GpsrContactList');
export type GpsrContactList = z.infer<typeof gpsrContactListResponse>;
