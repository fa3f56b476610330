import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { addWarehouse, locationClient } from './__fixtures__/client';

/**
 * Renders the label PDFs the way a printer would (poppler's pdftoppm) and reads the barcodes
 * back with zbar, so a label whose bars do not say its code fails. Both tools come from
 * scripts/ensure-services.sh (poppler-utils, zbar-tools).
 */
describe('location labels', () => {
  const ctx = useTestApp();
  const folder = mkdtempSync(path.join(tmpdir(), 'labels-'));
  let admin: TestUser;
  let api: ReturnType<typeof locationClient>;
  let typeId: string;
  let warehouseId: string;

  function pngPages(pdf: Buffer, name: string): string[] {
    const file = path.join(folder, `${name}.pdf`);
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '200', '-png', file, path.join(folder, name)]);
    return readdirSync(folder)
      .filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png'))
      .sort()
      .map((entry) => path.join(folder, entry));
  }

  /** Every Code 128 zbar finds in the image; an image without one gives an empty list. */
  function decode(image: string): string[] {
    try {
      const output = execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Scode128.enable', image], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return output.split('\n').filter(Boolean).sort();
    } catch {
      return [];
    }
  }

  const textOf = (pdf: Buffer, name: string) => {
    const file = path.join(folder, `${name}-text.pdf`);
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = locationClient(ctx, admin);
    typeId = (await api.createType({ name: 'Półka zwrotów – żółta', type: 'RETURN' })).id;
    warehouseId = await addWarehouse(ctx, admin.accountId, 'Magazyn główny');
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('prints one label whose Code 128 decodes back to the code, with the type and warehouse in Polish', async () => {
    const location = await api.createLocation({ code: 'A-01-07', typeId, warehouseId });
    const response = await api.call('GET', `/api/locations/${location.id}/label`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pngPages(pdf, 'single');
    expect(pages).toHaveLength(1);
    expect(decode(pages[0]!)).toEqual(['A-01-07']);
    const text = textOf(pdf, 'single');
    expect(text).toContain('A-01-07');
    expect(text).toContain('Półka zwrotów – żółta');
    expect(text).toContain('Magazyn główny');
  });

  it('prints a sheet of the selected labels on A4, every barcode readable', async () => {
    const codes = ['B-02-01', 'B-02-02', 'C-10-15'];
    const created = await Promise.all(codes.map((code) => api.createLocation({ code, typeId, warehouseId })));
    const response = await api.call(
      'GET',
      `/api/locations/labels?ids=${created.map((location) => location.id).join(',')}`,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = pngPages(response.rawPayload, 'sheet');
    expect(pages).toHaveLength(1);
    expect(decode(pages[0]!)).toEqual(codes);
  });

  it('serves the barcode PNG of the form preview, decodable, for a code not saved yet', async () => {
    const response = await api.call('GET', `/api/locations/barcode?code=${encodeURIComponent('NOWA-99')}`);
    expect(response.headers['content-type']).toBe('image/png');
    const file = path.join(folder, 'preview.png');
    writeFileSync(file, response.rawPayload);
    expect(decode(file)).toEqual(['NOWA-99']);
  });

  it('refuses labels for ids of no one’s locations', async () => {
    const response = await api.call('GET', `/api/locations/labels?ids=${crypto.randomUUID()}`);
    expect(response.statusCode).toBe(404);
  });
});
