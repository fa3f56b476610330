import { describe, expect, it } from 'vitest';
import { importMessages } from '@zaplecze/contract/product-import';
import { useTestApp } from '../../../test/test-app';
import { importAccount } from '../__fixtures__/client';

/** What the wizard's upload and URL steps answer to input that is not what it claims (issue 22 part 7). */
describe('product import: hostile input through HTTP', () => {
  const ctx = useTestApp();

  it('says a too-long URL is too long and a file:// URL is not http(s)', async () => {
    const { api } = await importAccount(ctx);
    const long = await api.call('POST', '/api/product-import/url', {
      url: `https://example.com/${'a'.repeat(8000)}.csv`,
      format: 'CSV',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.url).toBe(importMessages.urlTooLong(2048));
    const file = await api.call('POST', '/api/product-import/url', {
      url: 'file:///etc/passwd',
      format: 'CSV',
    });
    expect(file.statusCode).toBe(400);
    expect(file.json().error.fields.url).toBe(importMessages.urlProtocol);
    const garbage = await api.call('POST', '/api/product-import/url', { url: 'nie adres', format: 'CSV' });
    expect(garbage.json().error.fields.url).toBe(importMessages.urlInvalid);
  });

  it('refuses a PNG named .csv as not a CSV file', async () => {
    const { api } = await importAccount(ctx);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(3000, 9),
    ]);
    const response = await api.upload('zdjecie.csv', png);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.file).toBe(importMessages.csvBinary);
  });

  it('refuses an XML feed flooding one field with character references', async () => {
    const { api } = await importAccount(ctx);
    const flood = `<rss><channel><item><id>1</id><title>${'&#65;'.repeat(1_000_000)}</title></item></channel></rss>`;
    const response = await api.upload('feed.xml', flood, 'XML');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.file).toBe(importMessages.xmlReferenceFlood);
  });
});
