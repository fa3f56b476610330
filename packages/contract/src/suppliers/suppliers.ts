import { z } from 'zod';
import {
  countryCodeField,
  emailText,
  normalizeTaxNumber,
  optionalText,
  requiredText,
  searchField,
  sortField,
  taxNumberIssue,
  timestamps,
  upsertKeys,
} from '../products/product-dictionaries';
import { pageQuery } from '../common/pagination';

/** Suppliers of spec 002 §3, §5, §2.9: the name is required, a Polish NIP passes its checksum. */
export const supplierMessages = {
  nameRequired: 'Proszę wprowadzić nazwę dostawcy',
  nameTaken: 'Dostawca o tej nazwie już istnieje',
  nipTaken: 'Dostawca z tym numerem NIP już istnieje',
  notFound: 'Nie znaleziono dostawcy.',
} as const;

/** The same limits as the GPSR company of spec 002 §5, whose fields a supplier shares. */
export const supplierLimits = {
  name: 256,
  description: 256,
  nip: 16,
  krs: 10,
  street: 32,
  buildingNumber: 3,
  flatNumber: 6,
  zipCode: 8,
  city: 32,
  email: 32,
  phoneNumber: 16,
} as const;

export const supplierFields = {
  name: requiredText(supplierLimits.name, supplierMessages.nameRequired),
  description: optionalText(supplierLimits.description),
  nip: optionalText(supplierLimits.nip),
  krs: optionalText(supplierLimits.krs),
  countryCode: countryCodeField(),
  street: optionalText(supplierLimits.street),
  buildingNumber: optionalText(supplierLimits.buildingNumber),
  flatNumber: optionalText(supplierLimits.flatNumber),
  zipCode: optionalText(supplierLimits.zipCode),
  city: optionalText(supplierLimits.city),
  email: emailText(supplierLimits.email),
  phoneNumber: optionalText(supplierLimits.phoneNumber),
  isActive: z.boolean().default(true),
};

/** The NIP rule needs the country, so it runs on the whole object; the stored NIP is normalized. */
export function withTaxNumber<T extends z.ZodType<{ nip: string; countryCode: string }>>(schema: T) {
  return schema
    .superRefine((value, ctx) => {
      const issue = taxNumberIssue(value.nip, value.countryCode);
      if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['nip'] });
    })
    .transform((value) => ({ ...value, nip: normalizeTaxNumber(value.nip, value.countryCode) }));
}

export const supplierForm = withTaxNumber(z.object(supplierFields));
export type SupplierForm = z.input<typeof supplierForm>;

export const upsertSupplierBody = withTaxNumber(z.object({ ...upsertKeys, ...supplierFields })).meta({
  id: 'UpsertSupplier',
});
export type UpsertSupplierBody = z.input<typeof upsertSupplierBody>;

export const supplierSortKeys = ['name', 'created'] as const;
export const supplierListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(20),
  sort: sortField(supplierSortKeys, 'name'),
  /** By name or NIP (dashes and spaces in a typed NIP are ignored). */
  search: searchField,
});
export type SupplierListQuery = z.input<typeof supplierListQuery>;

export const supplierResponse = z
  .object({
    id: z.uuid(),
    accountId: z.uuid(),
    name: z.string(),
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
    isActive: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierResponse>;

export const supplierListResponse = z
  .object({
    data: z.array(supplierResponse),
    count: z.number().int(),
    /** Active suppliers among those matching the search. */
    activeCount: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'SupplierList' });
export type SupplierList = z.infer<typeof supplierListResponse>;
