import type { ScheduleUnit } from '@zaplecze/contract/product-import/product-import';
import type { TFunction } from './i18n';

/** The unit of the imports' URL schedules (products and orders) as the interval field names it. */
export const scheduleUnitLabel = (t: TFunction, unit: ScheduleUnit) => t(`common.schedule.unit.${unit}`);

/** A schedule's interval as a phrase: 'co minutę', 'co 2 godziny', 'co 5 dni', 'codziennie'. */
export const scheduleIntervalText = (t: TFunction, value: number, unit: ScheduleUnit) =>
  t(`common.schedule.interval.${unit}`, { count: value });
