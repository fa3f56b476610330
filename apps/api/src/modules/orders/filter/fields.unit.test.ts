import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { compileOrderFilter } from './fields';

const dialect = new PgDialect({ casing: 'snake_case' }); // as the app's database client
const compiled = (operator: string, value?: string) => {
  const group = {
    operator: 'AND',
    conditions: [{ fieldId: 'phone', operator, value }],
    groups: [],
  } as FilterGroup;
  const condition = compileOrderFilter(group, { accountId: '00000000-0000-0000-0000-000000000001' });
  if (!condition) throw new Error('no condition compiled');
  return dialect.sqlToQuery(condition);
};

describe('orders filter: phone', () => {
  it.each(['contains', 'startsWith', 'endsWith', 'equals', 'notContains'])(
    '%s compares the stored phone_digits column with the value stripped of separators',
    (operator) => {
      const query = compiled(operator, '+48 600-100');
      expect(query.sql).toContain('"phone_digits"');
      expect(query.sql).not.toContain('translate(');
      expect(query.params.join(' ')).toContain('48600100');
      expect(query.params.join(' ')).not.toContain('+48');
    },
  );

  it('the emptiness tests and a value of separators only read the number as stored', () => {
    expect(compiled('isEmpty').sql).toContain('"phone_number"');
    expect(compiled('isEmpty').sql).not.toContain('"phone_digits"');
    expect(compiled('contains', ' + ').sql).not.toContain('"phone_digits"');
  });
});
