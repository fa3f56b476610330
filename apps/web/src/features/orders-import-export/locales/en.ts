import { ordersImportExportPl } from './pl';

const pl = ordersImportExportPl.ordersImportExport;

export const ordersImportExportEn: typeof ordersImportExportPl = {
  ordersImportExport: {
    ...pl,
    title: 'Order import and export',
    subtitle: 'Orders from other shops’ files, and orders out to a spreadsheet.',
    tabs: { import: 'Import', export: 'Export' },
    noAccess: {
      title: 'No access',
      text: 'This page needs a permission for orders. Ask your administrator.',
      back: 'Back to the dashboard',
    },
    import: {
      title: 'Order import — in preparation',
      text: 'Importing orders from BaseLinker, Allegro, WooCommerce, Shopify and PrestaShop files does not work yet. Order export is available.',
      toExport: 'Go to export',
    },
    export: {
      ...pl.export,
      pageTitle: 'Order export',
      title: 'Order export',
      start: 'Export',
      recent: 'Recent exports',
      download: 'Download',
    },
  },
};
