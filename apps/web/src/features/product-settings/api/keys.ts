import type { Brand, BrandList } from '@zaplecze/contract/brands/brands';
import type { Category, CategoryList } from '@zaplecze/contract/categories/categories';
import type {
  GpsrCompany,
  GpsrCompanyList,
  GpsrContact,
  GpsrContactList,
} from '@zaplecze/contract/gpsr/gpsr';
import type { Producer, ProducerList } from '@zaplecze/contract/producers/producers';
import type { Supplier, SupplierList } from '@zaplecze/contract/suppliers/suppliers';

/** Where each dictionary lives on the server, and what its list and records look like. */
export const dictionaryPaths = {
  producers: '/api/Product/producers',
  brands: '/api/Product/brands',
  suppliers: '/api/Product/suppliers',
  categories: '/api/Product/categories',
  gpsrCompanies: '/api/Product/gpsr/companies',
  gpsrContacts: '/api/Product/gpsr/contacts',
} as const;

export interface DictionaryTypes {
  producers: { item: Producer; list: ProducerList };
  brands: { item: Brand; list: BrandList };
  suppliers: { item: Supplier; list: SupplierList };
  categories: { item: Category; list: CategoryList };
  gpsrCompanies: { item: GpsrCompany; list: GpsrCompanyList };
  gpsrContacts: { item: GpsrContact; list: GpsrContactList };
}
export type DictionaryKind = keyof DictionaryTypes;

/** Query keys of the product-settings feature; a change invalidates its dictionary's lists. */
export const productSettingsKeys = {
  all: ['product-settings'] as const,
  dictionary: (kind: DictionaryKind) => [...productSettingsKeys.all, kind] as const,
  list: (kind: DictionaryKind, params: object) =>
    [...productSettingsKeys.dictionary(kind), 'list', params] as const,
};
