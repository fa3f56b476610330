import { createReadStream } from 'node:fs';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { importLimits, SourceError } from './limits';
import type { Table, TableRow } from './table';

/** Element names that are product records in the feeds sellers use (Google Merchant RSS/Atom, Ceneo, generic). */
const knownRecordNames = new Set(['item', 'entry', 'o', 'offer', 'product', 'produkt', 'oferta']);

type Fields = Map<string, string>;

interface Visitor {
  open(path: string[], tag: SaxesTagPlain): void;
  text(path: string[], text: string): void;
  close(path: string[]): void;
}

/**
 * Counts character and entity references (`&…;`) in each run of text between two tags over the
 * raw chunks, before the parser sees them: a flood of `&#65;` is refused instead of being expanded
 * (saxes took seconds and hundreds of MB on a million of them). True when the limit is passed.
 */
function referenceCounter(limit = importLimits.xmlMaxReferencesPerText): (chunk: string) => boolean {
  let run = 0;
  return (chunk) => {
    let at = 0;
    let tag = chunk.indexOf('<');
    for (;;) {
      const amp = chunk.indexOf('&', at);
      if (amp < 0) {
        if (tag >= 0) run = 0;
        return false;
      }
      if (tag >= 0 && tag < amp) {
        run = 0;
        tag = chunk.indexOf('<', amp);
      }
      run += 1;
      if (run > limit) return true;
      at = amp + 1;
    }
  };
}

/**
 * Streams the file through saxes, yielding after each chunk so a consumer can hand out what the
 * chunk produced; any DOCTYPE is refused, so no DTD and no entity expansion.
 */
async function* walkChunks(path: string, visitor: Visitor): AsyncGenerator<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: string[] = [];
  let failure: Error | undefined;
  parser.on('doctype', () => {
    failure ??= new SourceError(importMessages.xmlDoctype);
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    stack.push(tag.name);
    visitor.open(stack, tag as SaxesTagPlain);
  });
  const onText = (text: string) => visitor.text(stack, text);
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    visitor.close(stack);
    stack.pop();
  });
  const references = referenceCounter();
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 16 })) {
    if (references(chunk as string)) {
      failure ??= new SourceError(importMessages.xmlReferenceFlood);
      break;
    }
    parser.write(chunk as string);
    if (failure) break;
    yield;
  }
  if (!failure) parser.close();
  if (failure instanceof SourceError) throw failure;
  if (failure) throw new SourceError(importMessages.xmlParse);
  yield;
}

async function walk(path: string, visitor: Visitor): Promise<void> {
  for await (const _ of walkChunks(path, visitor)) void _;
}

/**
 * Candidate record elements, best first: known record names if present, else the most repeated
 * elements that have children.
 */
export async function recordPathCandidates(path: string): Promise<string[]> {
  const withChildren = new Map<string, number>();
  const openHasChild: boolean[] = [];
  await walk(path, {
    open(stack) {
      if (openHasChild.length > 0) openHasChild[openHasChild.length - 1] = true;
      openHasChild.push(false);
      void stack;
    },
    text() {},
    close(stack) {
      if (openHasChild.pop()) {
        const key = stack.join('/');
        withChildren.set(key, (withChildren.get(key) ?? 0) + 1);
      }
    },
  });
  const entries = [...withChildren.entries()];
  const known = entries.filter(([key]) => knownRecordNames.has(localName(key.split('/').pop()!)));
  const pool = known.length > 0 ? known : entries.filter(([key]) => key.includes('/'));
  pool.sort((a, b) => b[1] - a[1] || a[0].split('/').length - b[0].split('/').length);
  const rest = entries
    .filter((entry) => !pool.includes(entry) && entry[0].includes('/'))
    .sort((a, b) => b[1] - a[1]);
  const candidates = [...pool, ...rest].map(([key]) => key).slice(0, 10);
  if (candidates.length === 0) throw new SourceError(importMessages.xmlNoRecords);
  return candidates;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

function put(fields: Fields, key: string, value: string) {
  let unique = key;
  for (let copy = 2; fields.has(unique); copy += 1) unique = `${key}_${copy}`;
  fields.set(unique, value);
}

/** Walks the records: each record's leaf elements and attributes become named fields. */
function eachRecord(
  path: string,
  recordPath: string,
  onRecord: (fields: Fields) => void,
): AsyncGenerator<void> {
  const depth = recordPath.split('/').length;
  let fields: Fields | null = null;
  let text = '';
  let leaf = false;
  return walkChunks(path, {
    open(stack, tag) {
      if (stack.join('/') === recordPath) {
        fields = new Map();
        for (const [name, value] of Object.entries(tag.attributes)) put(fields, name, value);
        return;
      }
      if (!fields) return;
      const relative = relativeKey(stack.slice(depth), tag);
      for (const [name, value] of Object.entries(tag.attributes)) {
        if (name !== 'name') put(fields, `${relative}@${name}`, value);
      }
      text = '';
      leaf = true;
      stack[stack.length - 1] = relative.split('/').pop()!;
    },
    text(_stack, chunk) {
      if (fields && leaf) text += chunk;
    },
    close(stack) {
      if (!fields) return;
      if (stack.length === depth) {
        onRecord(fields);
        fields = null;
        return;
      }
      if (leaf && text.trim() !== '') put(fields, stack.slice(depth).join('/'), text.trim());
      leaf = false;
      text = '';
    },
  });
}

/** `<a name="Kolor">` (Ceneo attributes) is keyed by its name, other elements by their tag. */
function relativeKey(path: string[], tag: SaxesTagPlain): string {
  const named = tag.attributes.name;
  return [...path.slice(0, -1), named ? String(named) : tag.name].join('/');
}

export async function openXml(
  path: string,
  chosenPath?: string,
): Promise<Table & { recordPath: string; recordPaths: string[] }> {
  const recordPaths = await recordPathCandidates(path);
  if (chosenPath !== undefined && !recordPaths.includes(chosenPath))
    throw new SourceError(importMessages.xmlRecordPathMissing(chosenPath));
  const recordPath = chosenPath ?? recordPaths[0]!;
  const header: string[] = [];
  const seen = new Set<string>();
  let count = 0;
  const scan = eachRecord(path, recordPath, (fields) => {
    count += 1;
    for (const key of fields.keys()) {
      if (!seen.has(key) && header.length < importLimits.maxColumns) {
        seen.add(key);
        header.push(key);
      }
    }
  });
  for await (const _ of scan) void _;
  if (count === 0 || header.length === 0) throw new SourceError(importMessages.xmlNoRecords);
  return {
    header,
    recordPath,
    recordPaths,
    async *rows(): AsyncIterable<TableRow> {
      let line = 1;
      // saxes is push-based: the records of each read chunk are queued and handed out before the next chunk.
      const queue: TableRow[] = [];
      const reading = eachRecord(path, recordPath, (fields) => {
        line += 1;
        queue.push({ line, values: header.map((key) => fields.get(key) ?? '') });
      });
      for await (const _ of reading) yield* queue.splice(0);
    },
  };
}
