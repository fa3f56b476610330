import { describe, expect, it } from 'vitest';
import { rowMessages } from '@zaplecze/contract/product-import';
import { parseEan, parseRow } from './fields';
import { parseStatus, parseType } from './shop-values';

/** Field-level problems do not sink a product (issue 22 part 5). */
describe('EAN as a spreadsheet wrote it', () => {
  it("recovers '5901969421842.0' (an EAN saved as a number) with a warning", () => {
    expect(parseEan('5901969421842.0')).toEqual({
      ok: true,
      value: '5901969421842',
      warning: rowMessages.eanRecovered,
    });
    expect(parseEan('5901969421842')).toEqual({ ok: true, value: '5901969421842', warning: undefined });
  });

  it("refuses '3.65275E+11' (scientific notation: digits lost) and a decimal that is not .0", () => {
    expect(parseEan('3.65275E+11')).toEqual({ ok: false, reason: rowMessages.eanScientific });
    expect(parseEan('5901969421842.5')).toEqual({ ok: false, reason: rowMessages.eanDecimal });
  });
});

describe('parseRow and the field error policy', () => {
  const header = ['SKU', 'Nazwa', 'EAN', 'Stan'];
  const mapping = { SKU: 'sku', Nazwa: 'name', EAN: 'ean', Stan: 'stock' };

  it("imports the row without a lost EAN ('skipField', the default), with a warning", () => {
    const row = parseRow(2, header, ['K-1', 'Kubek', '3.65275E+11', '4'], mapping);
    expect(row.errors).toEqual([]);
    expect(row.fields).toEqual({ sku: 'K-1', name: 'Kubek', stock: 4 });
    expect(row.warnings).toEqual([
      { field: 'ean', reason: rowMessages.fieldSkipped(rowMessages.eanScientific), value: '3.65275E+11' },
    ]);
  });

  it('keeps the recovered EAN and reports the repair', () => {
    const row = parseRow(2, header, ['K-1', 'Kubek', '5901969421842.0', ''], mapping);
    expect(row.fields.ean).toBe('5901969421842');
    expect(row.warnings).toEqual([
      { field: 'ean', reason: rowMessages.eanRecovered, value: '5901969421842.0' },
    ]);
  });

  it("refuses the row with 'rejectRow'", () => {
    const row = parseRow(2, header, ['K-1', 'Kubek', '3.65275E+11', 'x'], mapping, {
      fieldErrorPolicy: 'rejectRow',
    });
    expect(row.errors.map((error) => error.field)).toEqual(['ean', 'stock']);
    expect(row.warnings).toEqual([]);
  });

  it('never skips an identity field', () => {
    const row = parseRow(2, ['ID'], ['nie-uuid'], { ID: 'id' });
    expect(row.errors).toEqual([{ field: 'id', reason: rowMessages.uuid, value: 'nie-uuid' }]);
  });
});

describe('type and status as shops write them', () => {
  it.each([
    ['simple, downloadable, virtual', 'Simple'],
    ['variable', 'Variable'],
    ['variation', 'Variable'],
    ['virtual, variable', 'Variable'],
    ['grouped', 'Grouped'],
    ['external', 'External'],
    ['Z wariantami', 'Variable'],
    ['Simple', 'Simple'],
  ])('type %s → %s', (raw, type) => {
    expect(parseType(raw)).toMatchObject({ ok: true, value: type });
  });

  it.each([
    ['publish', 'Published'],
    ['draft', 'Draft'],
    ['pending', 'Unpublished'],
    ['private', 'Unpublished'],
    ['aktywny', 'Active'],
    ['Archived', 'Archived'],
    ['active', 'Active'],
    ['1', 'Published'],
    ['-1', 'Draft'],
    ['TRUE', 'Published'],
  ])('status %s → %s', (raw, status) => {
    expect(parseStatus(raw)).toMatchObject({ ok: true, value: status });
  });

  it('refuses an unknown type or status naming the allowed values', () => {
    expect(parseType('downloadable')).toMatchObject({ ok: false });
    expect(parseStatus('cokolwiek')).toMatchObject({ ok: false });
  });
});
