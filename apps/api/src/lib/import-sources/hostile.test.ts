import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { openCsv } from './csv';
import { listSheets, openXlsx } from './xlsx';
import { openXml } from './xml';
import { zipOf } from '../../test/zip-of';

/** Hostile input (issue 22 part 7): refused quickly, with a Polish message, before it is expanded. */
const scratch = mkdtempSync(path.join(tmpdir(), 'zap-hostile-'));
const write = (name: string, bytes: Buffer | string) => {
  const file = path.join(scratch, name);
  writeFileSync(file, bytes);
  return file;
};

const zeros = (bytes: number) => deflateRawSync(Buffer.alloc(bytes, 0x20), { level: 9 });

describe('XLSX zip bombs', () => {
  it('refuses a sheet declared to inflate to 1 GB, from the directory, before inflating', async () => {
    // The data really inflates to 8 MB here (a small fixture); the headers say 1 GB, as a real bomb's do.
    const bomb = write(
      'bomb.xlsx',
      zipOf([{ name: 'xl/worksheets/sheet1.xml', data: zeros(8 << 20), declared: 1 << 30 }]),
    );
    await expect(openXlsx(bomb)).rejects.toThrow(importMessages.xlsxBomb);
    await expect(listSheets(bomb)).rejects.toThrow(importMessages.xlsxBomb);
  });

  it('refuses a large entry compressed at an absurd ratio', async () => {
    const data = zeros(40 << 20);
    const ratio = write('ratio.xlsx', zipOf([{ name: 'xl/sharedStrings.xml', data, declared: 40 << 20 }]));
    await expect(openXlsx(ratio)).rejects.toThrow(importMessages.xlsxBomb);
  });

  it('refuses an entry that inflates to more than its header says (counted while inflating)', async () => {
    const liar = write(
      'liar.xlsx',
      zipOf([{ name: 'xl/worksheets/sheet1.xml', data: zeros(16 << 20), declared: 4096 }]),
    );
    await expect(openXlsx(liar)).rejects.toThrow(importMessages.xlsxBomb);
  });
});

describe('XML reference floods', () => {
  it('refuses a million character references in one field', async () => {
    const flood = write(
      'flood.xml',
      `<rss><channel><item><g:id>1</g:id><title>${'&#65;'.repeat(1_000_000)}</title></item></channel></rss>`,
    );
    await expect(openXml(flood)).rejects.toThrow(importMessages.xmlReferenceFlood);
  });

  it('keeps escaped HTML spread over many records', async () => {
    const item = `<item><id>X</id><description>${'&lt;b&gt;Ż&amp;ó&lt;/b&gt;'.repeat(20)}</description></item>`;
    const feed = write('escaped.xml', `<rss><channel>${item.repeat(5000)}</channel></rss>`);
    const table = await openXml(feed);
    let count = 0;
    for await (const row of table.rows()) {
      count += 1;
      if (count === 1) expect(row.values[1]).toBe('<b>Ż&ó</b>'.repeat(20));
    }
    expect(count).toBe(5000);
  });
});

describe('binary files named .csv', () => {
  it.each([
    [
      'a PNG',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]),
    ],
    ['a ZIP (an XLSX renamed)', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(4000, 0x41)])],
    ['a PDF', Buffer.from(`%PDF-1.7\n${'x;y\n'.repeat(100)}`)],
    ['bytes with NULs', Buffer.from(`sku;name\n${'A\u0000;B\n'.repeat(200)}`, 'latin1')],
  ])('refuses %s as not a CSV', async (_, bytes) => {
    await expect(openCsv(write('binary.csv', bytes))).rejects.toThrow(importMessages.csvBinary);
  });
});
