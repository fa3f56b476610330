import type { CustomFieldType } from '@zaplecze/contract/custom-fields/custom-fields';
import type { ParameterType } from '@zaplecze/contract/product-parameters/product-parameters';
import type { PriceListType } from '@zaplecze/contract/warehouses/price-lists';

/** A picker option of GET /api/products/options. */
export interface NamedOption {
  id: string;
  name: string;
}

export interface PriceListOption {
  id: string;
  name: string;
  type: PriceListType;
  currency: string;
  isDefault: boolean;
  /** Dependent lists: what they are computed from (the options carry the chain). */
  basePriceListId: string | null;
  multiplier: string;
  additionalValue: string;
}

export interface ParameterOption {
  id: string;
  name: string;
  type: ParameterType;
  usedInVariants: boolean;
  required?: boolean;
  values: string[];
}

export interface CustomFieldOption {
  key: string;
  label: string;
  type: CustomFieldType;
  required: boolean;
  options: string[];
}

/** One call fills every picker of the editor (api-contract: GET /api/products/options). */
export interface ProductEditorOptions {
  producers: NamedOption[];
  brands: NamedOption[];
  suppliers: NamedOption[];
  categories: NamedOption[];
  gpsrCompanies: NamedOption[];
  gpsrContacts: NamedOption[];
  priceLists: PriceListOption[];
  warehouses: (NamedOption & { isDefault: boolean })[];
  vatRates: { id: string; label: string; rate: number | null }[];
  parameters: ParameterOption[];
  customFields: CustomFieldOption[];
}
