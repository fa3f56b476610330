import { describe, expect, it } from 'vitest';
import { autoMap } from './product-import/product-import-automap';
import { productExportColumns, productExportHeaders } from './products/products-list';

describe('product export headers', () => {
  it('are Polish and map themselves back to their fields with the import’s automatic mapping', () => {
    expect(productExportHeaders.slice(0, 8)).toEqual([
      'SKU',
      'EAN',
      'Nazwa',
      'Krótki opis',
      'Opis',
      'Cena',
      'Waluta',
      'Stan magazynowy',
    ]);
    expect(new Set(productExportHeaders).size).toBe(productExportHeaders.length);
    const mapping = autoMap(productExportHeaders);
    expect(productExportHeaders.map((header) => mapping[header])).toEqual([...productExportColumns]);
  });
});
