import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream } from './csv';

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

describe('streamed CSV', () => {
  const read = async (stream: AsyncIterable<unknown>) => {
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    return text;
  };

  it('fails before the first byte when the first rows cannot be read', async () => {
    const failing: AsyncIterable<string[]> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('zapytanie odrzucone')) }),
    };
    await expect(csvStream(['A'], failing)).rejects.toThrow('zapytanie odrzucone');
  });

  it('writes the BOM, the header and every row; only the header for no rows', async () => {
    async function* rows() {
      yield ['1', 'x;y'];
      yield ['2', null];
    }
    expect(await read(await csvStream(['Nr', 'Opis'], rows()))).toBe('\uFEFFNr;Opis\r\n1;"x;y"\r\n2;\r\n');
    expect(await read(await csvStream(['Nr'], (async function* () {})()))).toBe('\uFEFFNr\r\n');
  });
});
