import type { Product } from '@zaplecze/contract/products/products';
import { sessionStore } from '../../../../lib/session';
import type { ProductEditorOptions } from '../types';

export const productId = '5a1e0c3e-0000-4000-8000-000000000001';
export const retailListId = '5a1e0c3e-0000-4000-8000-0000000000a1';
export const wholesaleListId = '5a1e0c3e-0000-4000-8000-0000000000a2';
export const promoListId = '5a1e0c3e-0000-4000-8000-0000000000a3';
export const colourId = '5a1e0c3e-0000-4000-8000-0000000000b1';
export const materialId = '5a1e0c3e-0000-4000-8000-0000000000b2';
export const variantId = '5a1e0c3e-0000-4000-8000-0000000000c1';

export const editorOptions: ProductEditorOptions = {
  producers: [{ id: '5a1e0c3e-0000-4000-8000-0000000000d1', name: 'Ceramika Bolesławiec' }],
  brands: [],
  suppliers: [],
  categories: [{ id: '5a1e0c3e-0000-4000-8000-0000000000e1', name: 'Kuchnia' }],
  gpsrCompanies: [],
  gpsrContacts: [],
  priceLists: [
    {
      id: retailListId,
      name: 'Detal',
      type: 'independent',
      currency: 'PLN',
      isDefault: true,
      basePriceListId: null,
      multiplier: '1',
      additionalValue: '0',
    },
    {
      id: wholesaleListId,
      name: 'Hurt',
      type: 'independent',
      currency: 'PLN',
      isDefault: false,
      basePriceListId: null,
      multiplier: '1',
      additionalValue: '0',
    },
    {
      id: promoListId,
      name: 'Promocja',
      type: 'dependent',
      currency: 'PLN',
      isDefault: false,
      basePriceListId: retailListId,
      multiplier: '0.9',
      additionalValue: '0',
    },
  ],
  warehouses: [{ id: '5a1e0c3e-0000-4000-8000-0000000000f1', name: 'Główny', isDefault: true }],
  vatRates: [
    { id: 'standard23', label: '23%', rate: 23 },
    { id: 'reduced8', label: '8%', rate: 8 },
  ],
  parameters: [
    {
      id: colourId,
      name: 'Kolor',
      type: 'ONE_SELECT',
      usedInVariants: true,
      values: ['Czerwony', 'Niebieski'],
    },
    { id: materialId, name: 'Materiał', type: 'TEXT', usedInVariants: false, values: [] },
  ],
  customFields: [{ key: 'pojemnosc', label: 'Pojemność', type: 'number', required: false, options: [] }],
};

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: productId,
    sku: 'KUB-001',
    ean: '',
    name: 'Kubek ceramiczny',
    shortDescription: '',
    longDescription: '',
    type: 'Simple',
    status: 'Draft',
    saleFrom: null,
    deliveryTimeDays: null,
    gtu: '',
    modelCode: '',
    unit: '',
    unitValue: null,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    weightAmount: null,
    weightUnit: 'kg',
    pictures: [],
    producerId: null,
    brandId: null,
    supplierId: null,
    categoryId: null,
    additionalCategory1Id: null,
    additionalCategory2Id: null,
    gpsrCompanyId: null,
    gpsrContactId: null,
    vatRateId: 'standard23',
    parameterValues: {},
    customFieldValues: {},
    tags: [],
    price: { amount: '20.00', currency: 'PLN' },
    prices: [
      { priceListId: retailListId, priceListName: 'Detal', amount: '20.00', currency: 'PLN', derived: false },
      {
        priceListId: promoListId,
        priceListName: 'Promocja',
        amount: '18.00',
        currency: 'PLN',
        derived: true,
      },
    ],
    variants: [],
    stock: 0,
    stockReserved: 0,
    created: '2026-03-01T10:00:00.000Z',
    modified: '2026-03-01T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export function signInWith(permissions: string[]) {
  sessionStore.signIn('token', {
    id: '7d3c4e1a-1111-4a2b-8c3d-000000000001',
    username: 'ola',
    email: 'ola@sklep.pl',
    displayName: 'Ola',
    accountId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
    companyName: 'Sklep Oli',
    role: { isAdmin: false },
    permissions,
  });
}
