import { pluralPl } from '@zaplecze/contract/common/plural';
import type { ScheduleUnit } from '@zaplecze/contract/product-import/product-import';

/** The intervals of the imports' URL schedules in Polish (products and orders). */
export const scheduleUnitLabels: Record<ScheduleUnit, string> = {
  Minutes: 'minut',
  Hours: 'godzin',
  Days: 'dni',
};

const everyUnitForms: Record<ScheduleUnit, { one: string; few: string; many: string }> = {
  Minutes: { one: 'co minutę', few: 'minuty', many: 'minut' },
  Hours: { one: 'co godzinę', few: 'godziny', many: 'godzin' },
  Days: { one: 'codziennie', few: 'dni', many: 'dni' },
};

/** A schedule's interval as a Polish phrase: 'co minutę', 'co 2 godziny', 'co 5 dni', 'codziennie'. */
export function scheduleIntervalText(value: number, unit: ScheduleUnit): string {
  const forms = everyUnitForms[unit];
  if (value === 1) return forms.one;
  return `co ${value} ${pluralPl(value, forms)}`;
}
