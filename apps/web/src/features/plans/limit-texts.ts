import type { TFunction } from '../../lib/i18n';
import type { PlanLimits } from '@zaplecze/contract/plans/plans';

export interface LimitRow {
  key: keyof PlanLimits;
  label: string;
  value: string;
}

/** A plan's limits as label/value rows in the interface language (null means unlimited). */
export function limitRows(limits: PlanLimits, t: TFunction, language: string): LimitRow[] {
  const numbers = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'pl-PL');
  const upTo = (value: number | null) =>
    value === null ? t('plans.limits.unlimited') : t('plans.limits.upTo', { value: numbers.format(value) });
  const every = (minutes: number) =>
    minutes % 60 === 0
      ? t('plans.limits.everyHours', { count: minutes / 60 })
      : t('plans.limits.everyMinutes', { count: minutes });
  const values: Record<keyof PlanLimits, string> = {
    orders: upTo(limits.orders),
    products: upTo(limits.products),
    imports:
      limits.imports === null
        ? t('plans.limits.unlimited')
        : limits.imports === 24
          ? t('plans.limits.hourly')
          : t('plans.limits.perDay', { count: limits.imports }),
    urls: limits.urls === null ? t('plans.limits.unlimited') : numbers.format(limits.urls),
    updates: limits.updates === null ? t('plans.limits.unlimited') : every(limits.updates),
    manual:
      limits.manual === null
        ? t('plans.limits.unlimited')
        : t(limits.manual.period === 'day' ? 'plans.limits.perDay' : 'plans.limits.perHour', {
            count: limits.manual.count,
          }),
    staff: limits.staff === 0 ? t('plans.limits.adminOnly') : upTo(limits.staff),
    modules: limits.modules === null ? t('plans.limits.all') : numbers.format(limits.modules),
    diskMb:
      limits.diskMb === null
        ? t('plans.limits.unlimited')
        : limits.diskMb === undefined
          ? ''
          : limits.diskMb >= 1024
            ? `${numbers.format(limits.diskMb / 1024)} GB`
            : `${numbers.format(limits.diskMb)} MB`,
  };
  return (Object.keys(values) as (keyof PlanLimits)[])
    .filter((key) => values[key] !== '')
    .map((key) => ({
      key,
      label: t(`plans.limits.${key}`),
      value: values[key],
    }));
}
