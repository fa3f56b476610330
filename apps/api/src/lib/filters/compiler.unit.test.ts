import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { text } from './compiler';

const dialect = new PgDialect();
const compiled = (condition: ReturnType<typeof text>) => {
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
};
const column = sql.raw('phone');

describe('text conditions', () => {
  it('fold case by default and compare as written only when told (a phone’s digits)', () => {
    expect(compiled(text(column, 'contains', '50%_'))).toEqual({
      sql: 'phone ilike $1',
      params: ['%50\\%\\_%'],
    });
    expect(compiled(text(column, 'contains', '512', false))).toEqual({
      sql: 'phone like $1',
      params: ['%512%'],
    });
    expect(compiled(text(column, 'notContains', '512', false))).toEqual({
      sql: '(phone is null or phone not like $1)',
      params: ['%512%'],
    });
    expect(compiled(text(column, 'startsWith', '512'))).toEqual({ sql: 'phone ilike $1', params: ['512%'] });
  });
});
