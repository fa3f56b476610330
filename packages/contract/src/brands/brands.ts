import { z } from 'zod';
import {
  countryCodeField,
  optionalText,
  requiredText,
  searchField,
  sortField,
  timestamps,
  upsertKeys,
  urlText,
} from '../products/product-dictionaries';
import { pageQuery } from '../common/pagination';

/** Brands of spec 002 §3, §5: only the name is required. */
export const brandMessages = {
  nameRequired: 'Nazwa marki jest wymagana',
  nameTaken: 'Marka o tej nazwie już istnieje',
  notFound: 'Nie znaleziono marki.',
} as const;

export const brandLimits = { name: 128, description: 1000, website: 512, logoUrl: 512 } as const;

export const brandFields = {
  name: requiredText(brandLimits.name, brandMessages.nameRequired),
  description: optionalText(brandLimits.description),
  website: urlText(brandLimits.website),
  logoUrl: urlText(brandLimits.logoUrl),
  countryCode: countryCodeField(),
  isActive: z.boolean().default(true),
};

export const brandForm = z.object(brandFields);
export type BrandForm = z.input<typeof brandForm>;

export const upsertBrandBody = z.object({ ...upsertKeys, ...brandFields }).meta({ id: 'UpsertBrand' });
export type UpsertBrandBody = z.input<typeof upsertBrandBody>;

export const brandSortKeys = ['name', 'created'] as const;
export const brandListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(20),
  sort: sortField(brandSortKeys, 'name'),
  search: searchField,
});
export type BrandListQuery = z.input<typeof brandListQuery>;

export const brandResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    website: z.string(),
    logoUrl: z.string(),
    countryCode: z.string(),
    isActive: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof brandResponse>;

export const brandListResponse = z
  .object({
    data: z.array(brandResponse),
    count: z.number().int(),
    /** Active brands among those matching the search. */
    activeCount: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'BrandList' });
export type BrandList = z.infer<typeof brandListResponse>;
