import { z } from 'zod';
import { money } from '../common/money';

/** Periods of the Pulpit (issue #16); each is compared with the period of the same length before it. */
export const pulpitPeriods = ['today', 'yesterday', '7d', '30d', 'month', 'custom'] as const;
export type PulpitPeriod = (typeof pulpitPeriods)[number];

/** A custom range is at most a year, so the daily chart and the figures stay bounded. */
export const pulpitMaxRangeDays = 366;
export const pulpitDefaultWaitingDays = 3;
/** Products below this stock are 'low' (spec 002 §9). */
export const lowStockThreshold = 5;
/** Counts of products needing attention stop here and show as 'ponad N'. */
export const attentionCountCap = 1000;

export const pulpitMessages = {
  period: 'Wybierz okres z listy',
  dateInvalid: 'Podaj datę w formacie RRRR-MM-DD',
  customNeedsDates: 'Podaj początek i koniec zakresu',
  rangeReversed: 'Początek zakresu musi być przed jego końcem',
  rangeTooLong: `Zakres może mieć najwyżej ${pulpitMaxRangeDays} dni`,
  waitingDays: 'Liczba dni musi być od 1 do 90',
  noOrders: 'Brak zamówień w tym okresie',
};

const isoDate = z
  .string({ error: pulpitMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: pulpitMessages.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: pulpitMessages.dateInvalid });

export const pulpitQuery = z
  .object({
    period: z.enum(pulpitPeriods, { error: pulpitMessages.period }).default('today'),
    from: isoDate.optional(),
    to: isoDate.optional(),
    waitingDays: z.coerce
      .number({ error: pulpitMessages.waitingDays })
      .int({ error: pulpitMessages.waitingDays })
      .min(1, { error: pulpitMessages.waitingDays })
      .max(90, { error: pulpitMessages.waitingDays })
      .default(pulpitDefaultWaitingDays),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (!query.from || !query.to) {
      ctx.addIssue({
        code: 'custom',
        path: [query.from ? 'to' : 'from'],
        message: pulpitMessages.customNeedsDates,
      });
      return;
    }
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: pulpitMessages.rangeReversed });
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > pulpitMaxRangeDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: pulpitMessages.rangeTooLong });
  });
export type PulpitQuery = z.infer<typeof pulpitQuery>;

/** Days are calendar days in Europe/Warsaw, both ends included. */
export const pulpitRange = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
export type PulpitRange = z.infer<typeof pulpitRange>;

/** A figure now and in the previous period; `changePct` is null when the previous one was zero. */
const countFigure = z.object({
  value: z.number().int(),
  previous: z.number().int(),
  changePct: z.number().nullable(),
});
const moneyFigure = z.object({ value: money, previous: money, changePct: z.number().nullable() });
export type CountFigure = z.infer<typeof countFigure>;
export type MoneyFigure = z.infer<typeof moneyFigure>;

export const pulpitOrders = z.object({
  figures: z.object({
    orders: countFigure,
    sales: moneyFigure,
    averageOrder: moneyFigure,
    shipped: countFigure,
    returns: countFigure,
    /** Orders in the pending statuses now (not archived), whatever their date. */
    waiting: z.number().int(),
    /** Gross sales in currencies other than PLN, not converted. */
    otherCurrencies: z.array(money),
  }),
  perDay: z.array(z.object({ day: z.string(), orders: z.number().int(), sales: z.string() })),
  bySource: z.array(z.object({ source: z.string(), orders: z.number().int(), sales: z.string() })),
  byStatusGroup: z.array(
    z.object({
      groupId: z.string().nullable(),
      name: z.string(),
      color: z.string(),
      orders: z.number().int(),
      statuses: z.array(
        z.object({
          statusId: z.string().nullable(),
          name: z.string(),
          color: z.string(),
          orders: z.number().int(),
        }),
      ),
    }),
  ),
  topByQuantity: z.array(
    z.object({ name: z.string(), sku: z.string().nullable(), quantity: z.number().int(), value: z.string() }),
  ),
  topByValue: z.array(
    z.object({ name: z.string(), sku: z.string().nullable(), quantity: z.number().int(), value: z.string() }),
  ),
  pendingStatusIds: z.array(z.string()),
});
export type PulpitOrders = z.infer<typeof pulpitOrders>;
export type TopProduct = PulpitOrders['topByQuantity'][number];

const cappedCount = z.object({ count: z.number().int(), capped: z.boolean() });

/** Failed imports are listed for this many days back (newest first, at most `pulpitImportsListCap`). */
export const pulpitFailedImportDays = 7;
export const pulpitImportsListCap = 5;

/** An import queued, running (with its progress) or failed; the final imports of the product import module. */
export const pulpitImport = z.object({
  id: z.string(),
  fileName: z.string(),
  state: z.enum(['queued', 'running', 'failed']),
  processedRows: z.number().int(),
  totalRows: z.number().int(),
  /** Whole per cent of the rows done; null while the number of rows is unknown (a scheduled import). */
  progressPct: z.number().int().nullable(),
  /** Why a failed import failed. */
  message: z.string().nullable(),
  /** When it started (queued: when it was requested) or, failed, when it ended; ISO. */
  at: z.string(),
});
export type PulpitImport = z.infer<typeof pulpitImport>;

export const pulpitImports = z.object({
  /** Queued and running imports first, then the newest failed ones. */
  items: z.array(pulpitImport),
  /** All failed imports of the last `failedDays` days (the list shows at most `pulpitImportsListCap`). */
  failedCount: z.number().int(),
  failedDays: z.number().int(),
});

export const pulpitAttention = z.object({
  /** Pending orders created before `before` (the start of the Warsaw day `days` days ago). */
  waitingOrders: z.object({ count: z.number().int(), days: z.number().int(), before: z.string() }).nullable(),
  lowStock: cappedCount.nullable(),
  outOfStockReserved: cappedCount.nullable(),
  /** Null without PIM read. */
  imports: pulpitImports.nullable(),
  licence: z.object({
    planName: z.string(),
    isTrial: z.boolean(),
    daysLeft: z.number().int(),
    usage: z.array(
      z.object({
        kind: z.enum(['orders', 'products', 'imports']),
        used: z.number().int().nullable(),
        limit: z.number().int().nullable(),
      }),
    ),
  }),
});
export type PulpitAttention = z.infer<typeof pulpitAttention>;

/** GET /api/pulpit: parts the user may not read are null (no OMS read: orders; no PIM read: products). */
export const pulpitResponse = z
  .object({
    period: z.enum(pulpitPeriods),
    range: pulpitRange,
    previous: pulpitRange,
    orders: pulpitOrders.nullable(),
    attention: pulpitAttention,
  })
  .meta({ id: 'Pulpit' });
export type PulpitResponse = z.infer<typeof pulpitResponse>;

/** Change in % with one decimal; null when there is nothing to compare with. */
export function changePct(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}
