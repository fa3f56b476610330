import { describe, expect, it } from 'vitest';
import { productToUpdateBody } from './product-core';
import { updateProductBody, type Product } from './products';

const listId = '11111111-1111-4111-8111-111111111111';
const dependentId = '22222222-2222-4222-8222-222222222222';
const prices = (amount: string | null): Product['prices'] => [
  { priceListId: listId, priceListName: 'Detal', amount, currency: 'PLN', derived: false },
  { priceListId: dependentId, priceListName: 'Hurt', amount: '1.00', currency: 'PLN', derived: true },
];

describe('productToUpdateBody', () => {
  it('turns a read product into a valid PUT body with stored prices only', () => {
    const product = {
      id: '33333333-3333-4333-8333-333333333333',
      sku: 'A-1',
      ean: '',
      name: 'Produkt',
      shortDescription: '',
      longDescription: '',
      type: 'Variable',
      status: 'Draft',
      saleFrom: null,
      deliveryTimeDays: null,
      gtu: '',
      modelCode: '',
      unit: '',
      unitValue: null,
      lengthCm: 10.5,
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
      price: { amount: '9.99', currency: 'PLN' },
      prices: prices('9.99'),
      variants: [
        {
          id: '44444444-4444-4444-8444-444444444444',
          position: 0,
          sku: 'A-1-M',
          ean: '',
          name: '',
          axes: {},
          prices: prices(null),
          stock: 3,
          stockReserved: 1,
        },
      ],
      stock: 3,
      stockReserved: 1,
      created: '2026-01-01T00:00:00.000Z',
      modified: '2026-01-01T00:00:00.000Z',
      version: 4,
    } satisfies Product;
    const body = productToUpdateBody(product);
    expect(body.prices).toEqual([{ priceListId: listId, amount: '9.99' }]);
    expect(body.variants![0]).toEqual({
      id: '44444444-4444-4444-8444-444444444444',
      sku: 'A-1-M',
      ean: '',
      name: '',
      axes: {},
      prices: [],
    });
    expect(updateProductBody.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('stock');
  });
});
