import { describe, expect, it } from 'vitest';
import { checkOrderFilter, filterMessages } from '../../orders/orders-filter';
import {
  checkProductFilter,
  customFieldFilterField,
  productFilterMessages,
} from '../../products/product-filter-fields';
import { textMessages } from '../text';
import type { FilterCondition, FilterGroup } from './tree';

const tree = (...conditions: FilterCondition[]): FilterGroup => ({ operator: 'AND', conditions, groups: [] });
const nul = `stal${String.fromCharCode(0)}`;

describe('one filter checker for orders and products', () => {
  it('refuses forbidden characters in a product condition, as it does in an orders one', () => {
    const product = tree({ fieldId: 'name', operator: 'contains', value: nul });
    expect(checkProductFilter(product)).toEqual([
      { path: ['conditions', 0, 'value'], message: textMessages.forbiddenCharacters },
    ]);
    const order = tree({ fieldId: 'clientName', operator: 'contains', value: nul });
    expect(checkOrderFilter(order)).toEqual([
      { path: ['conditions', 0, 'value'], message: textMessages.forbiddenCharacters },
    ]);
  });

  it('skips an orders condition without a value but refuses it in a product rule', () => {
    expect(checkOrderFilter(tree({ fieldId: 'clientName', operator: 'contains', value: '' }))).toEqual([]);
    expect(checkProductFilter(tree({ fieldId: 'name', operator: 'contains', value: '' }))).toEqual([
      { path: ['conditions', 0, 'value'], message: productFilterMessages.valueRequired('Nazwa') },
    ]);
  });

  it('takes an empty orders tree but not an empty product rule', () => {
    expect(checkOrderFilter(tree())).toEqual([]);
    expect(checkProductFilter(tree())).toEqual([
      { path: [], message: productFilterMessages.conditionRequired },
    ]);
  });

  it('names unknown fields per domain and leaves custom fields for later without the account’s list', () => {
    const custom = tree({ fieldId: 'custom.kolor', operator: 'equals', value: 'Zielony' });
    expect(checkProductFilter(custom)).toEqual([]);
    const kolor = customFieldFilterField({
      key: 'kolor',
      label: 'Kolor',
      type: 'select',
      options: ['Czerwony'],
    });
    expect(checkProductFilter(custom, [kolor])).toEqual([
      { path: ['conditions', 0, 'value'], message: filterMessages.optionExpected('Kolor') },
    ]);
    expect(checkProductFilter(custom, [])).toEqual([
      { path: ['conditions', 0, 'fieldId'], message: productFilterMessages.unknownCustomField('kolor') },
    ]);
    expect(checkOrderFilter(tree({ fieldId: 'nope', operator: 'equals', value: 'x' }))).toEqual([
      { path: ['conditions', 0, 'fieldId'], message: filterMessages.unknownField('nope') },
    ]);
  });
});
