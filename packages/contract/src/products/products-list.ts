import { z } from 'zod';
import { countPl } from '../common/plural';
import { importTargetLabels } from '../product-import/product-import';
import { cursorPageQuery, pageSizeMessage } from '../common/pagination';
import {
  filterGroupShape,
  filterMessages,
  isConditionComplete,
  type FilterGroup,
  type FilterIssue,
} from '../orders/orders-filter';
import {
  checkProductFilter,
  productFilterMessages,
  productStatuses,
  productTypes,
  type ProductFilterField,
} from './product-filter-fields';
import { customInlineLimits, customInlineMessages, parseCustomInlineParam } from './product-custom-filters';

/**
 * The products list (spec 002 §2.1, §3 "Product list filters"): its query, rows, bulk actions and
 * exports. The conditional filter is a tree over `productFilterFields`.
 */

export const productSortFields = [
  'created',
  '-created',
  'name',
  '-name',
  'sku',
  '-sku',
  'price',
  '-price',
  'stock',
  '-stock',
] as const;
export type ProductSortField = (typeof productSortFields)[number];

export const productStockStatuses = ['in_stock', 'low_stock', 'out_of_stock', 'reserved'] as const;
export type ProductStockStatus = (typeof productStockStatuses)[number];

export const productForms = { one: 'produkt', few: 'produkty', many: 'produktów' };

export const productListMessages = {
  invalidCursor: 'Nieprawidłowy kursor strony. Wróć do pierwszej strony.',
  pageSize: pageSizeMessage,
  amount: 'Podaj kwotę, np. 19.99',
  wholeNumber: 'Podaj liczbę całkowitą',
  date: 'Podaj datę w formacie RRRR-MM-DD',
  jobNotFound: 'Nie znaleziono zadania.',
  fileNotReady: 'Plik eksportu nie jest jeszcze gotowy.',
  fileGone: 'Pliku eksportu nie ma już na serwerze — wyeksportuj produkty ponownie.',
  nothingSelected: 'Wskaż produkty albo filtr.',
  archived: (n: number) => `Zarchiwizowano ${countPl(n, productForms)}.`,
  deleted: (n: number, skipped: number) =>
    `Usunięto ${countPl(n, productForms)}.` +
    (skipped > 0 ? ` Pominięto ${countPl(skipped, productForms)} z rezerwacjami.` : ''),
} as const;

const trimmed = (max: number) => z.string().trim().max(max).optional();
const uuidParam = z.uuid('Nieprawidłowy identyfikator.').optional();
const amountParam = z
  .string()
  .trim()
  .regex(/^\d{1,12}([.,]\d{1,2})?$/, productListMessages.amount)
  .transform((value) => value.replace(',', '.'))
  .optional();
const integerParam = z.coerce
  .number()
  .int(productListMessages.wholeNumber)
  .min(-1_000_000_000)
  .max(1_000_000_000)
  .optional();
const dateParam = z.iso.date(productListMessages.date).optional();
/** The inline panel's custom-field filters as JSON (product-custom-filters.ts); kept as text so jobs store it as sent. */
const customParam = z
  .string()
  .max(customInlineLimits.json, customInlineMessages.invalid)
  .superRefine((text, context) => {
    const parsed = parseCustomInlineParam(text);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
  })
  .optional();

/** The filters of the list (without paging): also the `query` of bulk actions and exports. */
export const productListFilters = z.object({
  type: z.enum(productTypes).optional(),
  status: z.enum(productStatuses).optional(),
  search: trimmed(200),
  name: trimmed(200),
  sku: trimmed(100),
  ean: trimmed(20),
  productId: trimmed(36),
  location: trimmed(100),
  stockStatus: z.enum(productStockStatuses).optional(),
  warehouseId: uuidParam,
  priceListId: uuidParam,
  priceFrom: amountParam,
  priceTo: amountParam,
  stockFrom: integerParam,
  stockTo: integerParam,
  dateFrom: dateParam,
  dateTo: dateParam,
  categoryId: uuidParam,
  producerId: uuidParam,
  tags: trimmed(500),
  filter: z.string().max(20_000).optional(),
  custom: customParam,
});
export type ProductListFilters = z.input<typeof productListFilters>;
export type ProductListFiltersParsed = z.output<typeof productListFilters>;

export const productListQuery = productListFilters.extend({
  ...cursorPageQuery.shape,
  sort: z.enum(productSortFields).default('-created'),
});
export type ProductListQuery = z.input<typeof productListQuery>;

const money = z.object({ amount: z.string(), currency: z.string() });

export const productListItem = z
  .object({
    id: z.uuid(),
    sku: z.string(),
    ean: z.string(),
    name: z.string(),
    displayName: z.string(),
    type: z.enum(productTypes),
    status: z.enum(productStatuses),
    pictureUrl: z.string().nullable(),
    price: money.nullable(),
    stock: z.number().int(),
    stockReserved: z.number().int(),
    available: z.number().int(),
    vatRate: z.number(),
    producerName: z.string().nullable(),
    categoryName: z.string().nullable(),
    variantsCount: z.number().int(),
    created: z.string(),
  })
  .meta({ id: 'ProductListItem' });
export type ProductListItem = z.infer<typeof productListItem>;

export const productListResponse = z
  .object({
    data: z.array(productListItem),
    count: z.number().int(),
    /** False when `count` is only a lower bound; GET /api/products/summary counts exactly. */
    countExact: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  })
  .meta({ id: 'ProductList' });
export type ProductList = z.infer<typeof productListResponse>;

export const productSummaryResponse = z.object({ count: z.number().int() });

/** Conditions without a value are skipped in the list (the builder is being filled in). */
function prune(group: FilterGroup): FilterGroup | null {
  const conditions = group.conditions.filter(isConditionComplete);
  const groups = group.groups.map(prune).filter((child): child is FilterGroup => child !== null);
  if (conditions.length === 0 && groups.length === 0) return null;
  return { operator: group.operator, conditions, groups };
}

/**
 * The `filter` parameter as a checked tree over the product fields (null: nothing to filter).
 * Without `customFields` its custom-field conditions are left for a second check with them.
 */
export function parseProductFilterParam(
  text: string,
  customFields?: readonly ProductFilterField[],
): { ok: true; filter: FilterGroup | null } | { ok: false; issues: FilterIssue[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, issues: [{ path: [], message: filterMessages.invalidJson }] };
  }
  const shaped = filterGroupShape.safeParse(raw);
  if (!shaped.success) return { ok: false, issues: [{ path: [], message: filterMessages.invalidJson }] };
  const pruned = prune(shaped.data);
  if (!pruned) return { ok: true, filter: null };
  const issues = checkProductFilter(pruned, customFields);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, filter: pruned };
}

/**
 * The rules of a list filter while it is being built: as `checkProductFilter`, but a condition
 * still without a value is skipped, not refused (paths stay those of the tree as edited).
 */
export function checkProductListFilter(
  root: FilterGroup,
  customFields?: readonly ProductFilterField[],
): FilterIssue[] {
  const conditionAt = (path: (string | number)[]) => {
    let group: FilterGroup | undefined = root;
    for (let index = 0; index + 1 < path.length && group; index += 2) {
      if (path[index] === 'groups') group = group.groups[Number(path[index + 1])];
      else if (path[index] === 'conditions') return group.conditions[Number(path[index + 1])];
    }
    return undefined;
  };
  return checkProductFilter(root, customFields).filter((issue) => {
    if (issue.path.length === 0) return issue.message !== productFilterMessages.conditionRequired;
    const condition = issue.path.at(-1) === 'value' ? conditionAt(issue.path) : undefined;
    return !condition || isConditionComplete(condition);
  });
}

/** The JSON the list sends as `filter`, or undefined for a tree without any complete condition. */
export function serializeProductFilter(root: FilterGroup): string | undefined {
  const pruned = prune(root);
  return pruned ? JSON.stringify(pruned) : undefined;
}

export const productBulkSyncLimit = 500;

export const productBulkBody = z
  .object({
    action: z.enum(['archive', 'delete']),
    ids: z.array(z.uuid()).min(1).max(100_000).optional(),
    query: productListFilters.optional(),
  })
  .refine((body) => body.ids !== undefined || body.query !== undefined, {
    message: productListMessages.nothingSelected,
    path: ['ids'],
  });
export type ProductBulkBody = z.input<typeof productBulkBody>;

export const productJobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ProductJobStatus = (typeof productJobStatuses)[number];

export const productBulkDone = z.object({
  done: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
export const productJobQueued = z.object({ jobId: z.uuid() });
export const productJobParams = z.object({ jobId: z.uuid('Nie znaleziono zadania.') });

export const productBulkJob = z.object({
  id: z.uuid(),
  status: z.enum(productJobStatuses),
  processed: z.number().int(),
  total: z.number().int(),
  done: z.number().int(),
  skipped: z.number().int(),
  message: z.string().nullable(),
  error: z.string().nullable(),
});
export type ProductBulkJob = z.infer<typeof productBulkJob>;

export const productExportFormats = ['csv', 'xlsx'] as const;
/** How descriptions go into the file: as stored (HTML) or as plain text for people reading it. */
export const productExportDescriptions = ['html', 'text'] as const;
export type ProductExportDescriptions = (typeof productExportDescriptions)[number];

export const productExportBody = z.object({
  format: z.enum(productExportFormats),
  query: productListFilters.default({}),
  descriptions: z.enum(productExportDescriptions).default('html'),
});
export type ProductExportBody = z.input<typeof productExportBody>;

export const productExportJob = z.object({
  id: z.uuid(),
  status: z.enum(productJobStatuses),
  processed: z.number().int(),
  total: z.number().int(),
  fileName: z.string().nullable(),
  error: z.string().nullable(),
});
export type ProductExportJob = z.infer<typeof productExportJob>;

/** Columns of an export: the import field targets of spec 002 §3, so a file can be imported back. */
export const productExportColumns = [
  'sku',
  'ean',
  'name',
  'shortDescription',
  'longDescription',
  'price.amount',
  'price.currency',
  'stock',
  'status',
  'type',
  'saleFrom',
  'deliveryTimeDays',
  'gtu',
  'modelCode',
  'unit',
  'unitValue',
  'lengthCm',
  'widthCm',
  'heightCm',
  'weight.unit',
  'weight.amount',
  ...Array.from({ length: 16 }, (_, index) => [
    `pictures[${index}].url`,
    `pictures[${index}].description`,
  ]).flat(),
  'producentId',
  'categoryId',
  'additionalCategory1Id',
  'additionalCategory2Id',
  'gpsrCompanyId',
  'gpsrContactId',
  'brandId',
  'producentName',
  'supplierId',
] as const;

/**
 * The export's header row: each column's Polish name, the label the import's automatic mapping
 * recognises (importTargetLabels), so a file exported and brought back maps itself.
 */
export const productExportHeaders: readonly string[] = productExportColumns.map(
  (column) => importTargetLabels[column] ?? column,
);
