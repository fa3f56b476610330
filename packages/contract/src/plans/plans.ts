import { z } from 'zod';
import { licenceSummary } from '../auth/auth';
import { money } from '../common/money';
import { countPl } from '../common/plural';

export const planIds = ['basic', 'extended', 'professional', 'free'] as const;
export type PlanId = (typeof planIds)[number];
export const freePlanId: PlanId = 'free';
export const trialDays = 14;

/**
 * Limits of a plan (spec 000 §9); null means unlimited. imports: imports per day; urls: import
 * URLs; updates: minutes between automatic updates; manual: manual refreshes per period;
 * staff: user accounts besides the administrator; modules: modules included.
 */
export const planLimits = z
  .object({
    orders: z.number().int().nullable(),
    products: z.number().int().nullable(),
    imports: z.number().int().nullable(),
    urls: z.number().int().nullable(),
    updates: z.number().int().nullable(),
    manual: z.object({ count: z.number().int(), period: z.enum(['day', 'hour']) }).nullable(),
    staff: z.number().int().nullable(),
    modules: z.number().int().nullable(),
    /** Megabytes of the files library (issue 24); null: unlimited; missing in plans older than 0034. */
    diskMb: z.number().int().nullable().optional(),
  })
  .meta({ id: 'PlanLimits' });
export type PlanLimits = z.infer<typeof planLimits>;

/** The limits a module can ask the server to enforce with `assertPlanLimit`. */
export const countedLimitKinds = ['orders', 'products', 'imports', 'urls', 'staff', 'modules'] as const;
export type CountedLimitKind = (typeof countedLimitKinds)[number];

export const planResponse = z
  .object({
    id: z.enum(planIds),
    name: z.string(),
    type: z.enum(planIds),
    price: money,
    period: z.enum(['month']),
    description: z.string(),
    paymentUrl: z.string().nullable(),
    features: z.array(z.string()),
    limits: planLimits,
    additionalInfo: z.array(z.string()),
    isPopular: z.boolean(),
    isFree: z.boolean(),
    trialDays: z.number().int().nullable(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planResponse>;

export const planListResponse = z.object({ data: z.array(planResponse) }).meta({ id: 'PlanList' });
export type PlanList = z.infer<typeof planListResponse>;

export const licenceResponse = licenceSummary
  .extend({
    planId: z.enum(planIds),
    limits: planLimits,
    isTrial: z.boolean(),
    /** Shown as the read-only banner while `readOnly` is true. */
    notice: z.string().nullable(),
  })
  .meta({ id: 'Licence' });
export type Licence = z.infer<typeof licenceResponse>;

const limitLabels: Record<CountedLimitKind, string> = {
  orders: 'liczba zamówień',
  products: 'liczba produktów',
  imports: 'liczba importów dziennie',
  urls: 'liczba adresów URL importu',
  staff: 'liczba kont pracowników',
  modules: 'liczba modułów',
};

export const planMessages = {
  trialExpired:
    'Okres próbny wygasł. Konto działa w trybie tylko do odczytu — wybierz plan abonamentowy, aby dalej wprowadzać zmiany.',
  licenceExpired:
    'Licencja wygasła. Konto działa w trybie tylko do odczytu — odnów plan abonamentowy, aby dalej wprowadzać zmiany.',
} as const;

export function planLimitMessage(kind: CountedLimitKind, limit: number, planName: string): string {
  return `Osiągnięto limit planu ${planName}: ${limitLabels[kind]} (${limit}). Zmień plan abonamentowy, aby dodać więcej.`;
}

export function daysLeftText(days: number): string {
  return days <= 0 ? 'wygasła' : `jeszcze ${countPl(days, { one: 'dzień', few: 'dni', many: 'dni' })}`;
}

/** The purchase link of a plan card: the provider reads the account from client_reference_id (spec 000 §4). */
export function paymentLinkFor(paymentUrl: string, accountId: string): string {
  const separator = paymentUrl.includes('?') ? '&' : '?';
  return `${paymentUrl}${separator}client_reference_id=${encodeURIComponent(accountId)}`;
}
