import type { MissingEntryDictionary } from '@zaplecze/contract/product-import';
import type { PolishForms } from '@zaplecze/contract/plural';

/** The dictionaries a file names by NAME (targets producentName, brandName, …) and where their ids go. */
export interface Dictionary {
  table: 'producers' | 'brands' | 'suppliers' | 'product_categories';
  kind: MissingEntryDictionary;
  /** The product field the resolved id goes to. */
  field: string;
  /** 'utworzy 3 nowe marki' */
  forms: PolishForms;
}

const categoryForms: PolishForms = { one: 'nową kategorię', few: 'nowe kategorie', many: 'nowych kategorii' };
export const dictionaryTargets: Record<string, Dictionary> = {
  producentName: {
    table: 'producers',
    kind: 'producers',
    field: 'producerId',
    forms: { one: 'nowego producenta', few: 'nowych producentów', many: 'nowych producentów' },
  },
  brandName: {
    table: 'brands',
    kind: 'brands',
    field: 'brandId',
    forms: { one: 'nową markę', few: 'nowe marki', many: 'nowych marek' },
  },
  supplierName: {
    table: 'suppliers',
    kind: 'suppliers',
    field: 'supplierId',
    forms: { one: 'nowego dostawcę', few: 'nowych dostawców', many: 'nowych dostawców' },
  },
  categoryName: {
    table: 'product_categories',
    kind: 'categories',
    field: 'categoryId',
    forms: categoryForms,
  },
  additionalCategory1Name: {
    table: 'product_categories',
    kind: 'categories',
    field: 'additionalCategory1Id',
    forms: categoryForms,
  },
  additionalCategory2Name: {
    table: 'product_categories',
    kind: 'categories',
    field: 'additionalCategory2Id',
    forms: categoryForms,
  },
};
