import { describe, expect, it } from 'vitest';
import { customFieldMessages as messages, customFieldValueSchema } from './custom-fields';

const field = (type: 'text' | 'number' | 'boolean' | 'select' | 'date', required = false) => ({
  label: 'Pole',
  type,
  required,
  options: ['lato', 'zima'],
});
const issue = (schema: ReturnType<typeof customFieldValueSchema>, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('custom field values', () => {
  it('accepts each type in its form and turns blank into null', () => {
    expect(customFieldValueSchema(field('text')).parse('  bawełna ')).toBe('bawełna');
    expect(customFieldValueSchema(field('number')).parse('12,5')).toBe(12.5);
    expect(customFieldValueSchema(field('boolean')).parse(true)).toBe(true);
    expect(customFieldValueSchema(field('select')).parse('zima')).toBe('zima');
    expect(customFieldValueSchema(field('date')).parse('2026-02-28')).toBe('2026-02-28');
    expect(customFieldValueSchema(field('text')).parse('   ')).toBeNull();
  });

  it('refuses values that do not fit, naming the field', () => {
    expect(issue(customFieldValueSchema(field('text', true)), '')).toBe(messages.valueRequired('Pole'));
    expect(issue(customFieldValueSchema(field('number')), 'dużo')).toBe(messages.valueNumber('Pole'));
    expect(issue(customFieldValueSchema(field('boolean')), 'tak')).toBe(messages.valueBoolean('Pole'));
    expect(issue(customFieldValueSchema(field('select')), 'wiosna')).toBe(messages.valueOption('Pole'));
    expect(issue(customFieldValueSchema(field('date')), '2026-02-30')).toBe(messages.valueDate('Pole'));
    expect(issue(customFieldValueSchema(field('text')), 'x'.repeat(1001))).toBe(messages.valueText('Pole'));
  });
});
