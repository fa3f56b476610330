import type { PulpitPeriod } from '@zaplecze/contract/pulpit/pulpit';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const pulpitPeriodLabels: Record<PulpitPeriod, string> = {
  today: 'Dziś',
  yesterday: 'Wczoraj',
  '7d': '7 dni',
  '30d': '30 dni',
  month: 'Ten miesiąc',
  custom: 'Zakres',
};
