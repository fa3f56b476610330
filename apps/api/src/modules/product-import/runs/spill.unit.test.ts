import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRow, type ParsedRow } from '../mapping/fields';
import { removeSpill, spilledBatches, spillPath, SpillWriter, type SpillSource } from './spill';

let folder: string;
let source: SpillSource;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'zaplecze-spill-'));
  const filePath = path.join(folder, 'produkty.csv');
  writeFileSync(filePath, 'SKU;Nazwa;Zdjęcie\nA-1;Krzesło;https://x.pl/a.jpg\n');
  source = {
    filePath,
    format: 'CSV',
    mapping: { SKU: 'sku', Nazwa: 'name', Zdjęcie: 'pictures[0].url' },
    fieldErrorPolicy: 'rejectRow',
    sourceOptions: { encoding: 'auto' },
  };
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const header = ['SKU', 'Nazwa', 'Zdjęcie'];
const row = (line: number, sku: string): ParsedRow =>
  parseRow(line, header, [sku, `Krzesło ${line}`, `https://x.pl/${line}.jpg`], source.mapping as never);

async function read(from: SpillSource): Promise<ParsedRow[][] | null> {
  const batches = await spilledBatches(from);
  if (!batches) return null;
  const all: ParsedRow[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

async function spill(batches: ParsedRow[][]) {
  const writer = (await SpillWriter.open(source))!;
  for (const batch of batches) await writer.write(batch);
  await writer.complete();
}

describe('rows spilled by the dry run for the final import', () => {
  it('gives back the parsed batches as they were written (pictures and all)', async () => {
    const batches = [[row(2, 'A-1'), row(3, 'A-2')], [row(4, 'A-3')]];
    await spill(batches);
    const back = await read(source);
    expect(back).toEqual(batches);
    expect(back![0]![0]!.pictures.get(0)).toEqual({ url: 'https://x.pl/2.jpg' });
  });

  it('gives a large batch back in frames of a thousand rows, in order', async () => {
    const batch = Array.from({ length: 2500 }, (_, index) => row(index + 2, `A-${index}`));
    await spill([batch]);
    const back = await read(source);
    expect(back!.map((frame) => frame.length)).toEqual([1000, 1000, 500]);
    expect(back!.flat().map((item) => item.line)).toEqual(batch.map((item) => item.line));
  });

  it('is not used when the mapping, the field policy or the source options differ', async () => {
    await spill([[row(2, 'A-1')]]);
    expect(await read({ ...source, mapping: { SKU: 'sku' } })).toBeNull();
    expect(await read({ ...source, fieldErrorPolicy: 'skipField' })).toBeNull();
    expect(await read({ ...source, sourceOptions: { encoding: 'win1250' } })).toBeNull();
    expect(await read(source)).not.toBeNull();
  });

  it('is not used once the file changed', async () => {
    await spill([[row(2, 'A-1')]]);
    writeFileSync(source.filePath, 'SKU;Nazwa;Zdjęcie\nB-1;Stół;\nB-2;Stół;\n');
    expect(await read(source)).toBeNull();
  });

  it('is not used until complete, and is gone once removed or discarded', async () => {
    const writer = (await SpillWriter.open(source))!;
    await writer.write([row(2, 'A-1')]);
    expect(await read(source)).toBeNull();
    await writer.discard();
    expect(readdirSync(folder)).toEqual(['produkty.csv']);
    await spill([[row(2, 'A-1')]]);
    await removeSpill(source.filePath);
    expect(existsSync(spillPath(source.filePath))).toBe(false);
    expect(await read(source)).toBeNull();
  });

  it('two dry runs at once each write their own file; the last to complete is read', async () => {
    const first = (await SpillWriter.open(source))!;
    const second = (await SpillWriter.open(source))!;
    await first.write([row(2, 'A-1')]);
    await second.write([row(2, 'B-1'), row(3, 'B-2')]);
    await first.write([row(3, 'A-2')]);
    await first.complete();
    await second.complete();
    const back = await read(source);
    expect(back!.flat().map((item) => item.fields.sku)).toEqual(['B-1', 'B-2']);
  });

  it('is not written without the file', async () => {
    expect(await SpillWriter.open({ ...source, filePath: path.join(folder, 'brak.csv') })).toBeNull();
  });
});
