import { describe, expect, it } from 'vitest';
import { formatLastActivity } from './format-date';

describe('last activity', () => {
  const now = new Date('2026-11-23T12:00:00Z').getTime();

  it('reads in the language of the interface', () => {
    expect(formatLastActivity('2026-11-23T10:00:00Z', now, 'pl')).toBe('2 godziny temu');
    expect(formatLastActivity('2026-11-23T10:00:00Z', now, 'en')).toBe('2 hours ago');
    expect(formatLastActivity('2026-11-22T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatLastActivity('2026-11-22T12:00:00Z', now)).toBe('wczoraj');
  });
});
