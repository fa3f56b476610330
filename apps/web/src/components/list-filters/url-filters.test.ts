import { describe, expect, it } from 'vitest';
import { dayParam, limitParam, oneOfParam, pageParam, withFilterPatch } from './url-filters';

describe('list filters in the URL', () => {
  it('reads a bad or missing value as the default', () => {
    const params = new URLSearchParams('page=abc&limit=15&from=2026-11-02&to=2.11.2026&status=zly');
    expect(pageParam(params)).toBe(1);
    expect(pageParam(new URLSearchParams('page=4'))).toBe(4);
    expect(limitParam(params, 10)).toBe(10);
    expect(limitParam(new URLSearchParams('limit=50'), 10)).toBe(50);
    expect(dayParam(params, 'from')).toBe('2026-11-02');
    expect(dayParam(params, 'to')).toBe('');
    expect(oneOfParam(['new', 'done'], params.get('status'))).toBe('');
    expect(oneOfParam(['new', 'done'], 'done')).toBe('done');
  });

  it('drops emptied filters and starts a changed filter again at the first page', () => {
    const current = new URLSearchParams('page=3&limit=20&search=abc&status=new');
    expect(withFilterPatch(current, { search: '', status: 'done' }).toString()).toBe('limit=20&status=done');
    expect(withFilterPatch(current, { page: 4 }).toString()).toBe('page=4&limit=20&search=abc&status=new');
    expect(current.toString()).toBe('page=3&limit=20&search=abc&status=new');
  });
});
