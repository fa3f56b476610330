import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('formula-safe CSV', () => {
  it('defuses every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\0']) {
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://zly.pl")')).toBe(`"'=HYPERLINK(""http://zly.pl"")"`);
    expect(csvCell('Kowalski')).toBe('Kowalski');
  });

  it('quotes separators, quotes, line breaks and edge spaces; empty for nothing', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('powiedział "tak"')).toBe('"powiedział ""tak"""');
    expect(csvCell('dwie\nlinie')).toBe('"dwie\nlinie"');
    expect(csvCell(' spacja ')).toBe('" spacja "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvLine(['Data', 12, null, 'x;y'])).toBe('Data;12;;"x;y"\r\n');
  });
});
