import { describe, expect, it } from 'vitest';
import {
  cleanCustomInline,
  customInlineGroup,
  customInlineMessages,
  parseCustomInlineParam,
} from './product-custom-filters';
import { productFilterMessages } from './product-filter-fields';

const fields = [
  { key: 'material', label: 'Materiał', type: 'text' as const, options: [] },
  { key: 'waga', label: 'Waga', type: 'number' as const, options: [] },
  { key: 'eko', label: 'Eko', type: 'boolean' as const, options: [] },
  { key: 'kolor', label: 'Kolor', type: 'select' as const, options: ['Czerwony'] },
  { key: 'premiera', label: 'Premiera', type: 'date' as const, options: [] },
];

describe('custom fields of the inline panel', () => {
  it('become custom.<key> conditions of one AND group; a date range includes both days', () => {
    const { group, issues } = customInlineGroup(
      {
        material: { contains: ' stal ' },
        waga: { from: '1,5', to: '3' },
        eko: { equals: 'false' },
        kolor: { equals: 'Czerwony' },
        premiera: { from: '2024-03-01', to: '2024-12-31' },
      },
      fields,
    );
    expect(issues).toEqual([]);
    expect(group).toEqual({
      operator: 'AND',
      groups: [],
      conditions: [
        { fieldId: 'custom.material', operator: 'contains', value: 'stal' },
        { fieldId: 'custom.waga', operator: 'greaterThanOrEqual', value: '1.5' },
        { fieldId: 'custom.waga', operator: 'lessThanOrEqual', value: '3' },
        { fieldId: 'custom.eko', operator: 'equals', value: 'false' },
        { fieldId: 'custom.kolor', operator: 'equals', value: 'Czerwony' },
        { fieldId: 'custom.premiera', operator: 'after', value: '2024-02-29' },
        { fieldId: 'custom.premiera', operator: 'before', value: '2025-01-01' },
      ],
    });
  });

  it('drops blank values; nothing left is no group', () => {
    expect(cleanCustomInline({ material: { contains: '  ' }, waga: { from: '', to: '2' } })).toEqual({
      waga: { to: '2' },
    });
    expect(customInlineGroup({ material: { contains: ' ' } }, fields)).toEqual({ group: null, issues: [] });
  });

  it('names the key of a missing field, a wrong part and a bad value', () => {
    expect(customInlineGroup({ obce: { contains: 'x' } }, fields).issues).toEqual([
      { key: 'obce', message: productFilterMessages.unknownCustomField('obce') },
    ]);
    expect(customInlineGroup({ waga: { contains: 'x' } }, fields).issues).toEqual([
      { key: 'waga', message: customInlineMessages.wrongPart('Waga') },
    ]);
    expect(customInlineGroup({ premiera: { to: '2024-13-01' } }, fields).issues[0]?.key).toBe('premiera');
  });

  it('parses the parameter with its limits', () => {
    expect(parseCustomInlineParam('{"eko":{"equals":"true"}}')).toEqual({
      ok: true,
      filters: { eko: { equals: 'true' } },
    });
    expect(parseCustomInlineParam('[')).toEqual({ ok: false, message: customInlineMessages.invalid });
    expect(parseCustomInlineParam('{"eko":{"inne":"x"}}')).toEqual({
      ok: false,
      message: customInlineMessages.invalid,
    });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, { contains: 'x' }]));
    expect(parseCustomInlineParam(JSON.stringify(many))).toEqual({
      ok: false,
      message: customInlineMessages.tooMany,
    });
  });
});
