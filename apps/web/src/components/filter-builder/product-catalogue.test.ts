import { describe, expect, it } from 'vitest';
import { productFilterMessages } from '@zaplecze/contract/products/product-filter-fields';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { productCatalogueWith } from './product-catalogue';

const customFields = [
  { key: 'material', label: 'Materiał', type: 'text' as const, options: [] },
  { key: 'gwarancja', label: 'Gwarancja (mies.)', type: 'number' as const, options: [] },
  { key: 'eko', label: 'Ekologiczny', type: 'boolean' as const, options: [] },
  { key: 'kolor', label: 'Kolor', type: 'select' as const, options: ['Czerwony', 'Zielony'] },
  { key: 'premiera', label: 'Data premiery', type: 'date' as const, options: [] },
];
const tree = (fieldId: string, operator: string, value: string | number): FilterGroup => ({
  operator: 'AND',
  conditions: [{ fieldId, operator, value }],
  groups: [],
});

describe('product filter catalogue with the account custom fields', () => {
  it('lists each custom field after the product fields, in "Pola własne", typed for its operators and input', () => {
    const catalogue = productCatalogueWith(customFields);
    expect(catalogue.categories.at(-1)).toEqual({ id: 'custom', label: 'Pola własne' });
    const custom = catalogue.fields.filter((field) => field.category === 'custom');
    expect(custom.map(({ id, type, label }) => ({ id, type, label }))).toEqual([
      { id: 'custom.material', type: 'text', label: 'Materiał' },
      { id: 'custom.gwarancja', type: 'number', label: 'Gwarancja (mies.)' },
      { id: 'custom.eko', type: 'select', label: 'Ekologiczny' },
      { id: 'custom.kolor', type: 'select', label: 'Kolor' },
      { id: 'custom.premiera', type: 'date', label: 'Data premiery' },
    ]);
    expect(custom[2]!.options).toEqual([
      { value: 'true', label: 'Tak' },
      { value: 'false', label: 'Nie' },
    ]);
    expect(custom[3]!.options?.map((option) => option.label)).toEqual(['Czerwony', 'Zielony']);
    expect(catalogue.fields[0]!.id).toBe('name');
  });

  it('checks values by the field type and refuses a custom field the account lacks', () => {
    const catalogue = productCatalogueWith(customFields);
    expect(catalogue.check(tree('custom.gwarancja', 'greaterThan', 12))).toEqual([]);
    expect(catalogue.check(tree('custom.gwarancja', 'greaterThan', 'dużo'))[0]?.message).toBe(
      'Pole „Gwarancja (mies.)” wymaga wartości liczbowej.',
    );
    expect(catalogue.check(tree('custom.kolor', 'equals', 'Niebieski'))[0]?.message).toBe(
      'Pole „Kolor” przyjmuje tylko wartości z listy.',
    );
    expect(catalogue.check(tree('custom.rozmiar', 'equals', 'M'))[0]?.message).toBe(
      productFilterMessages.unknownCustomField('rozmiar'),
    );
  });

  it('skips a condition without a value in a list, refuses it in a rule', () => {
    const empty = tree('custom.material', 'contains', '');
    expect(productCatalogueWith(customFields, 'list').check(empty)).toEqual([]);
    expect(productCatalogueWith(customFields, 'rule').check(empty)[0]?.message).toBe(
      productFilterMessages.valueRequired('Materiał'),
    );
  });
});
