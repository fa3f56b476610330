import type { PulpitPeriod } from '@zaplecze/contract/pulpit/pulpit';

export interface PulpitSelection {
  period: PulpitPeriod;
  from?: string;
  to?: string;
}

/** One key factory for the Pulpit. */
export const pulpitKeys = {
  all: ['pulpit'] as const,
  pulpit: (query: PulpitSelection) => [...pulpitKeys.all, query] as const,
};
