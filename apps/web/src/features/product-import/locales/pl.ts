export const productImportPl = {
  productImport: {
    title: 'Import i eksport produktów',
    subtitle:
      'Produkty z plików i adresów URL innych sklepów, importy według harmonogramu i katalog do arkusza.',
    tabs: { import: 'Import', schedule: 'Harmonogram', logs: 'Logi', export: 'Eksport' },
  },
};
