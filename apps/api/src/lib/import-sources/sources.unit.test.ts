import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import iconv from 'iconv-lite';
import { rowMessages } from '@zaplecze/contract/product-import/product-import';
import { detectDelimiter, openCsv } from './csv';
import { decideEncoding, EncodingScanner } from './encoding';
import { fetchToFile } from './fetch-url';
import { isForbiddenAddress } from './ssrf';
import { listSheets, openXlsx } from './xlsx';
import { guardZip } from './zip-guard';
import { zipOf } from '../../test/zip-of';
import { openXml } from './xml';

const fixture = (name: string) =>
  path.join(import.meta.dirname, '../../modules/product-import/__fixtures__', name);
const scratch = mkdtempSync(path.join(tmpdir(), 'zap-import-'));

async function collect(table: {
  header: string[];
  rows(): AsyncIterable<{ line: number; values: string[] }>;
}) {
  const rows: Record<string, string>[] = [];
  for await (const row of table.rows()) {
    rows.push(Object.fromEntries(table.header.map((name, index) => [name, row.values[index]!])));
  }
  return rows;
}

describe('CSV', () => {
  it('reads Polish Excel: Windows-1250, semicolons, quoted newlines with HTML, commas in unquoted cells', async () => {
    const table = await openCsv(fixture('excel-pl-1250.csv'));
    expect(table.encoding).toBe('win1250');
    expect(table.delimiter).toBe(';');
    expect(table.header).toEqual([
      'Kod produktu',
      'Nazwa produktu',
      'Opis',
      'EAN',
      'Cena brutto',
      'Ilość',
      'Waga',
      'Producent',
    ]);
    const rows = await collect(table);
    expect(rows).toHaveLength(4);
    expect(rows[0]!['Nazwa produktu']).toBe('Żółta łódź „Śmiała”');
    expect(rows[0]!.Opis).toBe('<p>Opis z <b>HTML</b>,\nw dwóch liniach i "cudzysłowem"</p>');
    expect(rows[1]!['Nazwa produktu']).toBe('Kubek gęsi, 300 ml');
    expect(rows[1]!.EAN).toBe('5.90123E+12');
    expect(rows[0]!['Cena brutto']).toBe('1 000,00 zł');
  });

  it('reads UTF-8 with a BOM and commas, one row per variant', async () => {
    const table = await openCsv(fixture('shopify-variants.csv'));
    expect(table.encoding).toBe('utf8');
    expect(table.delimiter).toBe(',');
    expect(table.header[0]).toBe('Handle');
    const rows = await collect(table);
    expect(rows.map((row) => row['Variant SKU'])).toEqual(['KOSZ-S', 'KOSZ-M', 'KOSZ-L']);
    expect(rows[0]!['Body (HTML)']).toContain('<ul><li>100% bawełna</li></ul>');
  });

  it('detects a tab separator and keeps semicolons and quotes inside cells', async () => {
    const table = await openCsv(fixture('woo-tab.csv'));
    expect(table.delimiter).toBe('\t');
    const rows = await collect(table);
    expect(rows[1]!.short_description).toBe('Bawełna; 140x180');
    expect(rows[1]!.name).toBe('Obrus "Kwiaty"');
  });

  it('keeps a UTF-8 file with one broken byte sequence as UTF-8 and reports the cell (no mojibake)', async () => {
    const table = await openCsv(fixture('utf8-one-bad-byte.csv'));
    expect(table.encoding).toBe('utf8');
    expect(table.invalidUtf8).toBe(1);
    const rows: { line: number; values: string[]; problems?: unknown }[] = [];
    for await (const row of table.rows()) rows.push(row);
    expect(rows[0]!.values[1]).toBe('Zażółć gęślą jaźń');
    expect(rows[0]!.problems).toBeUndefined();
    expect(rows[1]).toEqual({
      line: 3,
      values: ['U-2', 'Łódź \uFFFDódka wiosłowa', 'Ręcznie malowana'],
      problems: [{ column: 1, reason: rowMessages.invalidUtf8 }],
    });
  });

  it('decides the encoding on the whole file: UTF-8 with or without BOM, Polish Windows-1250, mostly UTF-8', () => {
    const evidenceOf = (bytes: Buffer) => {
      const scanner = new EncodingScanner();
      // Split mid-sequence: a sequence spanning two chunks is still one valid sequence.
      scanner.write(bytes.subarray(0, 5));
      scanner.write(Buffer.alloc(0));
      scanner.write(bytes.subarray(5));
      return scanner.end();
    };
    const polish = 'Zażółć gęślą jaźń; Łódź, Śląsk, Żółw\n'.repeat(3);
    expect(decideEncoding(evidenceOf(Buffer.from(`\uFEFF${polish}`)))).toBe('utf8');
    expect(decideEncoding(evidenceOf(Buffer.from(polish)))).toBe('utf8');
    expect(decideEncoding(evidenceOf(iconv.encode(polish, 'win1250')))).toBe('win1250');
    const broken = Buffer.concat([Buffer.from(polish), Buffer.from([0xb3, 0x20, 0xe6]), Buffer.from(polish)]);
    expect(evidenceOf(broken).invalidSequences).toBe(2);
    expect(decideEncoding(evidenceOf(broken))).toBe('utf8');
    // Plain ASCII with one Windows-1250 degree sign: no UTF-8 at all, read as Windows-1250.
    expect(decideEncoding(evidenceOf(iconv.encode('sku;opis\nA;20°C\n', 'win1250')))).toBe('win1250');
  });

  it('prefers the separator with a steady count over a more frequent one', () => {
    expect(detectDelimiter('a;b;c\n1,5;2,5,1;x\n3;4,4,4,4;y\n')).toBe(';');
    expect(detectDelimiter('a,b,c\n"x;y",2,3\n')).toBe(',');
  });

  it('refuses an empty file and a header without data rows', async () => {
    const empty = path.join(scratch, 'empty.csv');
    writeFileSync(empty, '');
    await expect(openCsv(empty)).rejects.toThrow(importMessages.csvEmpty);
    const headerOnly = path.join(scratch, 'header.csv');
    writeFileSync(headerOnly, 'sku;name\n');
    await expect(openCsv(headerOnly, { fromUrl: true })).rejects.toThrow(importMessages.csvEmptyUrl);
  });
});

describe('XML', () => {
  it('reads a Google Merchant RSS feed with the g: namespace', async () => {
    const table = await openXml(fixture('google-merchant.xml'));
    expect(table.recordPath).toBe('rss/channel/item');
    const rows = await collect(table);
    expect(rows).toHaveLength(2);
    expect(rows[0]!['g:id']).toBe('GM-1');
    expect(rows[0]!['g:description']).toBe('<p>Liściasta, z <b>Chin</b></p>');
    expect(rows[1]!['g:price']).toBe('79,00 PLN');
  });

  it('reads Ceneo offers: attributes, named attrs and pictures', async () => {
    const table = await openXml(fixture('ceneo.xml'));
    expect(table.recordPath).toBe('offers/group/o');
    const rows = await collect(table);
    expect(rows[0]).toMatchObject({
      id: 'CEN-1',
      price: '149.99',
      stock: '8',
      name: 'Lampa stołowa „Łuk”',
      'attrs/Producent': 'Lumen',
      'attrs/EAN': '5901234123457',
      'imgs/main@url': 'https://sklep.example.com/l1.jpg',
      'imgs/i@url': 'https://sklep.example.com/l1b.jpg',
    });
    expect(rows[1]!.name).toBe('Żarówka LED');
  });

  it('refuses a DOCTYPE (no entity expansion)', async () => {
    await expect(openXml(fixture('doctype.xml'))).rejects.toThrow(importMessages.xmlDoctype);
  });

  it('refuses malformed XML with the Polish message', async () => {
    const broken = path.join(scratch, 'broken.xml');
    writeFileSync(broken, '<rss><item><a>1</b></item></rss>');
    await expect(openXml(broken)).rejects.toThrow(importMessages.xmlParse);
  });
});

describe('XLSX', () => {
  it('streams the first sheet: rich text, formula results, numbers', async () => {
    const table = await openXlsx(fixture('products.xlsx'));
    expect(table.header).toEqual(['SKU', 'Nazwa', 'Cena', 'Stan', 'EAN', 'Zdjęcie 1']);
    const rows = await collect(table);
    expect(rows.map((row) => [row.SKU, row.Nazwa, row.Cena])).toEqual([
      ['XL-1', 'Koszulka bawełniana', '49.9'],
      ['XL-2', 'Bluza z kapturem', '129'],
      ['XL-3', 'Czapka', '20'],
    ]);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(openXlsx(fixture('woo-tab.csv'))).rejects.toThrow(importMessages.xlsxParse);
  });

  it('reads the sheets whatever order the zip stores its parts in (the workbook part last)', async () => {
    // exceljs's streaming reader took the parts in stored order: a sheet met after the relationships and the
    // shared strings but before xl/workbook.xml failed ("reading 'sheets'"), and at random it lost the last
    // entry of files written by exceljs, ours among them (exceljs#3064).
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Instrukcja').addRow(['Wypełnij arkusz Produkty']);
    const sheet = workbook.addWorksheet('Produkty');
    sheet.addRow(['SKU', 'Nazwa']);
    sheet.addRow(['X-1', 'Żółty kubek']);
    const written = path.join(scratch, 'written.xlsx');
    writeFileSync(written, Buffer.from(await workbook.xlsx.writeBuffer()));
    const parts = await guardZip(written);
    const first = [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
    ];
    const order = (name: string) =>
      first.includes(name) ? first.indexOf(name) : name === 'xl/workbook.xml' ? 100 : 50;
    const entries = [];
    for (const name of [...parts.keys()].sort((a, b) => order(a) - order(b))) {
      const chunks: Buffer[] = [];
      for await (const chunk of parts.get(name)!()) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      entries.push({ name, data: deflateRawSync(bytes), declared: bytes.length });
    }
    expect(entries.at(-1)!.name).toBe('xl/workbook.xml');
    const reordered = path.join(scratch, 'reordered.xlsx');
    writeFileSync(reordered, zipOf(entries));

    expect(await listSheets(reordered)).toEqual(['Instrukcja', 'Produkty']);
    const table = await openXlsx(reordered, 'Produkty');
    expect(table.header).toEqual(['SKU', 'Nazwa']);
    expect((await collect(table)).map((row) => [row.SKU, row.Nazwa])).toEqual([['X-1', 'Żółty kubek']]);
  });
});

describe('URL fetch (SSRF guard)', () => {
  let server: Server;
  let port: number;
  // The test server listens on 127.0.0.2; only that address is let through, as a public host would be.
  const onlyTestHost = (address: string) => address !== '127.0.0.2';
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/feed.csv') return response.end('sku;name\nA-1;Produkt\n');
      if (request.url === '/to-loopback') {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/feed.csv` });
        return response.end();
      }
      if (request.url === '/to-metadata') {
        response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
        return response.end();
      }
      if (request.url === '/big') return response.end('x'.repeat(2048));
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('classifies addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isForbiddenAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '1.1.1.1', '2a00:1450:4001::1'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });

  it('fetches an allowed host to a file', async () => {
    const target = path.join(scratch, 'fetched.csv');
    await fetchToFile(`http://127.0.0.2:${port}/feed.csv`, target, { isForbidden: onlyTestHost });
    expect(readFileSync(target, 'utf8')).toContain('A-1;Produkt');
  });

  it.each([
    ['http://127.0.0.1/feed.csv'],
    ['http://10.0.0.1/feed.csv'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://[::1]/feed.csv'],
    ['http://localhost/feed.csv'],
  ])('refuses %s with a Polish reason, without connecting', async (url) => {
    await expect(fetchToFile(url, path.join(scratch, 'x'))).rejects.toThrow(
      'Nie udało się pobrać pliku: adres wskazuje na sieć wewnętrzną lub lokalną',
    );
  });

  it('refuses a redirect to loopback and to the metadata address', async () => {
    for (const hop of ['to-loopback', 'to-metadata']) {
      await expect(
        fetchToFile(`http://127.0.0.2:${port}/${hop}`, path.join(scratch, 'r'), {
          isForbidden: onlyTestHost,
        }),
      ).rejects.toThrow('adres wskazuje na sieć wewnętrzną lub lokalną');
    }
  });

  it('refuses a host name that does not resolve, with a Polish reason', async () => {
    await expect(fetchToFile('http://localtest.me.invalid/', path.join(scratch, 'n'))).rejects.toThrow(
      /^Nie udało się pobrać pliku: /,
    );
  });

  it('refuses other schemes and an oversized body', async () => {
    await expect(fetchToFile('file:///etc/passwd', path.join(scratch, 'f'))).rejects.toThrow(
      'dozwolone są tylko adresy http:// i https://',
    );
    await expect(
      fetchToFile(`http://127.0.0.2:${port}/big`, path.join(scratch, 'b'), {
        isForbidden: onlyTestHost,
        maxBytes: 1024,
      }),
    ).rejects.toThrow('Plik jest za duży');
  });
});
