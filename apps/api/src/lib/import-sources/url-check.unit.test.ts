import { describe, expect, it } from 'vitest';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { checkImportUrl, importUrlMaxLength } from './url-check';

/** The refusal's message and its `url` field, or null when the address passes. */
function refusal(address: string, format: 'CSV' | 'XML' | 'XLSX') {
  try {
    checkImportUrl(address, format);
    return null;
  } catch (error) {
    const { code, message, fields } = error as { code: string; message: string; fields?: object };
    return { code, message, fields };
  }
}

describe('checkImportUrl', () => {
  it('passes an http(s) address whose path ends with the format, and returns it parsed', () => {
    expect(checkImportUrl('https://sklep.example/eksport/Zamowienia.CSV?x=1', 'CSV').pathname).toBe(
      '/eksport/Zamowienia.CSV',
    );
    expect(refusal('http://127.0.0.1:8080/a.xlsx', 'XLSX')).toBeNull();
    expect(refusal('https://example.com/feed.xml', 'XML')).toBeNull();
  });

  it.each([
    ['nie adres', importMessages.urlInvalid],
    ['https://', importMessages.urlInvalid],
    ['ftp://example.com/a.csv', importMessages.urlProtocol],
    // The scheme is refused before the extension is looked at.
    ['file:///etc/passwd', importMessages.urlProtocol],
    ['javascript:alert(1)//a.csv', importMessages.urlProtocol],
    ['https://example.com/a.xml', importMessages.urlWrongFormat('CSV')],
    ['https://example.com/a.csv.gz', importMessages.urlWrongFormat('CSV')],
    ['https://example.com/?plik=a.csv', importMessages.urlWrongFormat('CSV')],
    [
      `https://example.com/${'a'.repeat(importUrlMaxLength)}.csv`,
      importMessages.urlTooLong(importUrlMaxLength),
    ],
  ])('refuses %s naming the url field', (address, message) => {
    expect(refusal(address, 'CSV')).toEqual({ code: 'VALIDATION_FAILED', message, fields: { url: message } });
  });

  it('allows an address of exactly the longest length', () => {
    const prefix = 'https://example.com/';
    const address = `${prefix}${'a'.repeat(importUrlMaxLength - prefix.length - 4)}.csv`;
    expect(address).toHaveLength(importUrlMaxLength);
    expect(refusal(address, 'CSV')).toBeNull();
  });
});
