import { z } from 'zod';
import { filterGroupShape } from '../orders/orders-filter';
import { pageQuery } from '../common/pagination';
import { countPl } from '../common/plural';
import { checkProductFilter } from '../products/product-filter-fields';
import { productJobStatuses } from '../products/products-list';

/**
 * Automatic category rules: when a product matches the condition tree (product fields of
 * product-filter-fields.ts), it gets the target category. Active rules apply in `position` order.
 */
export const autoCategoryMessages = {
  nameRequired: 'Nazwa reguły jest wymagana',
  nameTooLong: 'Nazwa reguły może mieć najwyżej 100 znaków',
  nameTaken: 'Reguła o tej nazwie już istnieje',
  categoryRequired: 'Wybierz kategorię docelową',
  categoryNotFound: 'Wybrana kategoria nie istnieje',
  categoryInUse: (rules: number) =>
    `Nie można usunąć: kategoria jest celem ${countPl(rules, { one: 'reguły', few: 'reguł', many: 'reguł' })} automatycznej kategorii.`,
  positionInvalid: 'Pozycja musi być liczbą całkowitą od 1',
  notFound: 'Nie znaleziono reguły.',
  created: 'Reguła została dodana',
  saved: 'Zapisano zmiany reguły',
  deleted: 'Reguła została usunięta',
} as const;

export const productConditionTree = filterGroupShape
  .superRefine((root, context) => {
    for (const issue of checkProductFilter(root))
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .meta({ id: 'ProductFilterGroup' });

export const autoCategoryRuleBody = z.object({
  name: z
    .string({ error: autoCategoryMessages.nameRequired })
    .trim()
    .min(1, autoCategoryMessages.nameRequired)
    .max(100, autoCategoryMessages.nameTooLong),
  targetCategoryId: z.uuid({ error: autoCategoryMessages.categoryRequired }),
  active: z.boolean().default(true),
  position: z
    .number({ error: autoCategoryMessages.positionInvalid })
    .int(autoCategoryMessages.positionInvalid)
    .min(1, autoCategoryMessages.positionInvalid)
    .optional(),
  condition: productConditionTree,
});
export type AutoCategoryRuleBody = z.input<typeof autoCategoryRuleBody>;
export const updateAutoCategoryRuleBody = autoCategoryRuleBody.extend({
  version: z.number({ error: 'Brak wersji rekordu' }).int().min(1),
});
export type UpdateAutoCategoryRuleBody = z.input<typeof updateAutoCategoryRuleBody>;

export const autoCategoryRuleResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    targetCategoryId: z.uuid(),
    targetCategoryName: z.string().nullable(),
    active: z.boolean(),
    position: z.number().int(),
    condition: filterGroupShape,
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'AutoCategoryRule' });
export type AutoCategoryRule = z.infer<typeof autoCategoryRuleResponse>;

export const autoCategoryListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(20),
  search: z.string().trim().max(100).optional(),
});
export type AutoCategoryListQuery = z.input<typeof autoCategoryListQuery>;

export const autoCategoryListResponse = z
  .object({
    data: z.array(autoCategoryRuleResponse),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'AutoCategoryRuleList' });
export type AutoCategoryRuleList = z.infer<typeof autoCategoryListResponse>;

/** Running the rules over the catalogue now (a job): by default only products without a main category. */
export const autoCategoryRunMessages = {
  alreadyRunning: 'Przypisywanie kategorii już trwa.',
  noActiveRules: 'Nie ma aktywnych reguł do uruchomienia. Dodaj regułę albo włącz istniejącą.',
  overwriteNote: 'także produkty z kategorią',
  failed: 'Przypisywanie kategorii nie powiodło się. Spróbuj ponownie.',
  assigned: (count: number) =>
    count === 0
      ? 'Żaden produkt nie pasował do reguł — nie zmieniono kategorii.'
      : `Przypisano kategorię ${countPl(count, { one: 'produktowi', few: 'produktom', many: 'produktom' })}.`,
} as const;

export const autoCategoryRunBody = z.object({
  /** Also products that already have a main category: the first matching rule replaces it. */
  overwrite: z.boolean().default(false),
});
export type AutoCategoryRunBody = z.input<typeof autoCategoryRunBody>;

export const autoCategoryRunJob = z
  .object({
    id: z.uuid(),
    status: z.enum(productJobStatuses),
    overwrite: z.boolean(),
    processed: z.number().int(),
    total: z.number().int(),
    /** Products whose main category the run set or changed. */
    done: z.number().int(),
    message: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'AutoCategoryRunJob' });
export type AutoCategoryRunJob = z.infer<typeof autoCategoryRunJob>;

/** The account's run still under way, or null: a page opened later shows its progress. */
export const currentAutoCategoryRunResponse = z.object({ run: autoCategoryRunJob.nullable() });
export type CurrentAutoCategoryRunResponse = z.infer<typeof currentAutoCategoryRunResponse>;
