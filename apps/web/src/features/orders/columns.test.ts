import { describe, expect, it } from 'vitest';
import {
  columnSpecs,
  fitColumns,
  orderColumns,
  readHiddenColumns,
  writeHiddenColumns,
  type OrderColumn,
} from './columns';

const none = new Set<OrderColumn>();
const minimum = (columns: readonly OrderColumn[], checkbox = true) =>
  columns.reduce((sum, column) => sum + columnSpecs[column].width, checkbox ? 36 : 0);

describe('orders table columns', () => {
  it('shows every column when they fit, and all of them before the card is measured', () => {
    expect(fitColumns(none, 800, true)).toEqual({ shown: [...orderColumns], squeezed: [] });
    expect(fitColumns(none, 0, true).shown).toEqual([...orderColumns]);
  });

  it('lets the lowest priorities give way first on a narrower card, never ID, status or value', () => {
    const all = minimum(orderColumns);
    expect(fitColumns(none, all - 1, true)).toEqual({
      shown: ['number', 'status', 'products', 'created', 'client', 'value'],
      squeezed: ['info'],
    });
    const narrow = fitColumns(none, 300, true);
    expect(narrow.shown).toEqual(['number', 'status', 'value']);
    expect(narrow.squeezed).toEqual(['products', 'created', 'client', 'info']);
  });

  it('brings a squeezed column back when the user hides another one', () => {
    const all = minimum(orderColumns);
    expect(fitColumns(new Set<OrderColumn>(['products']), all - 1, true)).toEqual({
      shown: ['number', 'status', 'created', 'client', 'value', 'info'],
      squeezed: [],
    });
  });

  it('never hides the ID column, even when asked', () => {
    expect(fitColumns(new Set<OrderColumn>(['number', 'status']), 2000, true).shown[0]).toBe('number');
  });

  it('keeps the choice in storage and ignores unknown or broken values', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    writeHiddenColumns(new Set<OrderColumn>(['info', 'products']), storage);
    expect([...readHiddenColumns(storage)].sort()).toEqual(['info', 'products']);
    store.set('zaplecze.orders.hiddenColumns', '["number","nope","client"]');
    expect([...readHiddenColumns(storage)]).toEqual(['client']);
    store.set('zaplecze.orders.hiddenColumns', '{broken');
    expect(readHiddenColumns(storage).size).toBe(0);
  });
});
