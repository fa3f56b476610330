import type { setsPl } from './pl';

export const setsEn: typeof setsPl = {
  sets: {
    title: 'Sets configuration',
    subtitle: 'Choose where sets (bundles) are broken down into their component products.',
    loading: 'Loading sets configuration...',
    loadError: 'Could not load the sets configuration',
    orderLevel: 'Order level',
    packingLevel: 'Packing level',
    exportLevel: 'Export level',
    fields: {
      orderView: 'Order view',
      workflow: 'Automations (workflow)',
      reports: 'Reports',
      orderApi: 'Orders API',
      pickingList: 'Picking list',
      packingDocuments: 'Packing documents',
      wms: 'WMS',
      api: 'Export API',
    },
    disableBreakdown: 'Disable set breakdown',
    disabledWarning: 'Set breakdown is disabled: sets are treated as single products everywhere.',
    breakdownType: 'Breakdown type',
    breakdown: {
      level1: 'One level – nested sets stay sets',
      full: 'Full – recursively down to single products',
    },
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Sets settings saved',
    saveError: 'Could not save the sets settings',
  },
};
