import { z } from 'zod';
import { pageSizes } from '../common/pagination';
import {
  requiredText,
  searchField,
  sortField,
  timestamps,
  upsertKeys,
} from '../products/product-dictionaries';

/** Main categories of spec 002 §2.7, §3, §5, §9. */
export const categoryMessages = {
  nameRequired: 'Nazwa jest wymagana',
  nameTaken: 'Kategoria o tej nazwie już istnieje',
  notFound: 'Nie znaleziono kategorii.',
} as const;

export const categoryNameMaxLength = 200;
export const categoryPageSizes = pageSizes;
export const categoryExportFileName = 'kategorie_export.csv';
export const categoryExportHeader = ['Nazwa', 'ID konta', 'Data utworzenia'] as const;

export const categoryFields = { name: requiredText(categoryNameMaxLength, categoryMessages.nameRequired) };
export const categoryForm = z.object(categoryFields);
export type CategoryForm = z.input<typeof categoryForm>;

export const upsertCategoryBody = z
  .object({ ...upsertKeys, ...categoryFields })
  .meta({ id: 'UpsertCategory' });
export type UpsertCategoryBody = z.input<typeof upsertCategoryBody>;

export const categorySortKeys = ['name', 'created'] as const;
/** The spec's category list pages with `size`, not `limit` (spec 002 §7). */
export const categoryListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Numer strony musi być większy od zera.').max(1_000_000).default(1),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, 'Na stronie można wyświetlić najwyżej 100 pozycji.')
    .default(20),
  sort: sortField(categorySortKeys, 'name'),
  search: searchField,
});
export type CategoryListQuery = z.input<typeof categoryListQuery>;

export const categoryExportQuery = categoryListQuery.pick({ sort: true, search: true });

export const categoryResponse = z
  .object({ id: z.uuid(), name: z.string(), accountId: z.uuid(), ...timestamps })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categoryResponse>;

export const categoryListResponse = z
  .object({
    data: z.array(categoryResponse),
    count: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: 'CategoryList' });
export type CategoryList = z.infer<typeof categoryListResponse>;
