import { z } from 'zod';

/** breakdownType: level1 breaks a set one level down (nested sets stay sets), full down to single products. */
export const breakdownTypes = ['level1', 'full'] as const;

/** Where sets (bundles) are broken down into their components (spec 002 §3 Sets configuration). */
export const setsSettingsValues = z.object({
  orderLevel: z.object({
    orderView: z.boolean(),
    workflow: z.boolean(),
    reports: z.boolean(),
    orderApi: z.boolean(),
  }),
  packingLevel: z.object({ pickingList: z.boolean(), packingDocuments: z.boolean(), wms: z.boolean() }),
  exportLevel: z.object({ api: z.boolean() }),
  disableBreakdown: z.boolean(),
  breakdownType: z.enum(breakdownTypes),
});
export type SetsSettingsValues = z.infer<typeof setsSettingsValues>;

/** Spec 002 §4: order view, reports, picking list and packing documents on by default. */
export const defaultSetsSettings: SetsSettingsValues = {
  orderLevel: { orderView: true, workflow: false, reports: true, orderApi: false },
  packingLevel: { pickingList: true, packingDocuments: true, wms: false },
  exportLevel: { api: false },
  disableBreakdown: false,
  breakdownType: 'level1',
};

export const updateSetsSettingsBody = setsSettingsValues.extend({
  version: z.number({ error: 'Brak wersji rekordu' }).int().min(1),
});
export type UpdateSetsSettingsBody = z.infer<typeof updateSetsSettingsBody>;

export const setsSettingsResponse = setsSettingsValues
  .extend({ version: z.number().int(), modifiedAt: z.iso.datetime().nullable() })
  .meta({ id: 'SetsSettings' });
export type SetsSettings = z.infer<typeof setsSettingsResponse>;

export const setsSettingsMessages = {
  saved: 'Ustawienia zestawów zostały zapisane',
  disabledWarning:
    'Rozbijanie zestawów jest wyłączone: zestawy będą traktowane wszędzie jako pojedyncze produkty.',
} as const;
