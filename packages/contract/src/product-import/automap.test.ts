import { describe, expect, it } from 'vitest';
import { autoMap, autoMapWithProfile } from './product-import-automap';

describe('generic automatic mapping', () => {
  it('never maps an outside ID column to the internal id; a column of our UUIDs is', () => {
    expect(autoMap(['ID', 'Nazwa', 'Cena'])).toEqual({ ID: 'sku', Nazwa: 'name', Cena: 'price.amount' });
    expect(autoMap(['ID', 'SKU', 'Nazwa'])).toEqual({ SKU: 'sku', Nazwa: 'name' });
    expect(autoMap(['ID produktu', 'Kod', 'Nazwa'])).toEqual({ Kod: 'sku', Nazwa: 'name' });
    const ownId = '0b7f3f9e-2f4c-4a57-9a43-6f0f8f1f2c11';
    expect(
      autoMap(
        ['ID', 'SKU'],
        [],
        [
          [ownId, 'A-1'],
          ['', 'A-2'],
        ],
      ),
    ).toEqual({ ID: 'id', SKU: 'sku' });
    expect(autoMap(['ID', 'SKU'], [], [['44', 'A-1']])).toEqual({ SKU: 'sku' });
  });

  it('never guesses a reference by id from a fragment of a name (Ceneo-like cat is a category NAME)', () => {
    expect(autoMap(['cat', 'nazwa'])).toEqual({ cat: 'categoryName', nazwa: 'name' });
    expect(autoMap(['Kategoria (ID)', 'Producent ID'])).toEqual({
      'Kategoria (ID)': 'categoryId',
      'Producent ID': 'producentId',
    });
  });

  it('recognises identyfikator as the SKU and the best synonym of a target wins', () => {
    expect(autoMap(['identyfikator', 'nazwa'])).toEqual({ identyfikator: 'sku', nazwa: 'name' });
    expect(autoMap(['Opis', 'Description'])).toMatchObject({ Opis: 'longDescription' });
  });

  it('does not take a file of unknown origin for a platform', () => {
    expect(
      autoMapWithProfile(['Kod produktu', 'Nazwa produktu', 'EAN', 'Cena brutto', 'Ilość']).profile,
    ).toBe(null);
    expect(autoMapWithProfile(['sku', 'name', 'regular_price', 'stock_quantity']).profile).toBe(null);
  });
});
