import type { productImportPl } from './pl';

export const productImportEn: typeof productImportPl = {
  productImport: {
    title: 'Product import and export',
    subtitle:
      "Products from other shops' files and URLs, scheduled imports and the catalogue to a spreadsheet.",
    tabs: { import: 'Import', schedule: 'Schedule', logs: 'Logs', export: 'Export' },
  },
};
