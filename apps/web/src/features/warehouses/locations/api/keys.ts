/** Query keys of the locations screen; a change invalidates both lists (types show location counts). */
export const localizationKeys = {
  all: ['localization'] as const,
  types: (params: object) => [...localizationKeys.all, 'types', params] as const,
  locations: (params: object) => [...localizationKeys.all, 'locations', params] as const,
  warehouses: () => [...localizationKeys.all, 'warehouses'] as const,
  barcode: (code: string) => [...localizationKeys.all, 'barcode', code] as const,
};
