import { describe, expect, it } from 'vitest';
import { parseSkuPattern, previewSku, renderSku, skuCode, skuMessages } from './sku-generator';

const render = (pattern: string, context: Parameters<typeof renderSku>[1]) => {
  const parsed = parseSkuPattern(pattern);
  if (!parsed.ok) throw new Error(parsed.message);
  return renderSku(parsed.tokens, context);
};

describe('SKU pattern', () => {
  it('previews the example of the issue with the sample names', () => {
    expect(previewSku('KAT-{category}-{counter:5}', 12)).toEqual({ ok: true, sku: 'KAT-ELE-00012' });
    expect(previewSku('{producer:4}/{brand:2}/{counter}', 3)).toEqual({ ok: true, sku: 'SAMS/GA/3' });
  });

  it('makes codes of Polish names without diacritics and pads the counter without cutting it', () => {
    expect(skuCode('Łódź Żółta', 6)).toBe('LODZZO');
    expect(skuCode('AGD & RTV', 3)).toBe('AGD');
    expect(render('X{counter:2}', { number: 12345 })).toBe('X12345');
  });

  it('drops a missing code together with one neighbouring separator', () => {
    expect(render('KAT-{category}-{counter:3}', { number: 1 })).toBe('KAT-001');
    expect(render('{category}-{counter:3}', { number: 1 })).toBe('001');
    expect(render('{counter:3}-{producer}', { number: 1 })).toBe('001');
    expect(render('A{category}B{counter}', { number: 1 })).toBe('AB1');
  });

  it('renders year and month of the given date', () => {
    expect(render('{year}{month}-{counter:4}', { number: 9, date: new Date(2026, 10, 23) })).toBe(
      '202611-0009',
    );
  });

  it('names the problem of a bad pattern', () => {
    expect(previewSku('', 1)).toEqual({ ok: false, message: skuMessages.patternRequired });
    expect(previewSku('A-{counter', 1)).toEqual({ ok: false, message: skuMessages.braceUnclosed });
    expect(previewSku('A-{nazwa}-{counter}', 1)).toEqual({
      ok: false,
      message: skuMessages.tokenUnknown('nazwa'),
    });
    expect(previewSku('A-{category:0}-{counter}', 1)).toEqual({
      ok: false,
      message: skuMessages.codeLengthInvalid,
    });
    expect(previewSku('ZĄB-{counter}', 1)).toEqual({ ok: false, message: skuMessages.charactersInvalid });
    expect(previewSku('{year:2}{counter}', 1).ok).toBe(false);
  });
});
