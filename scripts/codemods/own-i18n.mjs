#!/usr/bin/env node
/**
 * Points the web app's imports of `i18next` and `react-i18next` at the app's own translator,
 * `apps/web/src/lib/i18n.ts` (docs/decisions/login-bundle.md), by a relative path. Idempotent: run it
 * again after merging a branch that still imports the libraries.
 *
 *   node scripts/codemods/own-i18n.mjs            # every .ts/.tsx under apps/web/src
 *   node scripts/codemods/own-i18n.mjs a.tsx b.ts # only these files
 *
 * An import from the libraries becomes an import from lib/i18n with the same names (`useTranslation`,
 * the `TFunction` type, the default `i18n`) and `Trans` from lib/i18n-trans (beside it, off the login
 * route); when the file already imports from those modules the names are merged into one statement
 * each. Prints each file it changed.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webSrc = path.join(root, 'apps/web/src');
const target = path.join(webSrc, 'lib/i18n.ts');
const transTarget = path.join(webSrc, 'lib/i18n-trans.ts');
const transNames = new Set(['Trans']);

const libraryImport = /^import\s+(type\s+)?([^;]*?)\s+from\s+['"](?:react-i18next|i18next)['"];?[ \t]*\n?/gm;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const importFrom = (from) =>
  new RegExp(`^import\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${escapeRegExp(from)}['"];?[ \\t]*\\n?`, 'gm');
const bareName = (name) => name.replace(/^type\s+/, '');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walk(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function relativeTo(file, module) {
  let rel = path.relative(path.dirname(file), module).replace(/\\/g, '/').replace(/\.ts$/, '');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}
/** `Default, { a, type B }` → { defaultName, named: ['a', 'type B'] }; a whole-statement `type` marks each name. */
function parseClause(clause, typeOnly) {
  let defaultName;
  const named = [];
  const braces = clause.match(/\{([\s\S]*)\}/);
  const head = clause
    .replace(/\{[\s\S]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (head) defaultName = head;
  if (braces) {
    for (const raw of braces[1].split(',')) {
      const name = raw.trim();
      if (!name) continue;
      named.push(typeOnly && !name.startsWith('type ') ? `type ${name}` : name);
    }
  }
  return { defaultName, named };
}

function render(defaultName, named, from) {
  const allTypes = !defaultName && named.length > 0 && named.every((name) => name.startsWith('type '));
  const names = allTypes ? named.map((name) => name.slice(5)) : named;
  const parts = [];
  if (defaultName) parts.push(defaultName);
  if (names.length) parts.push(`{ ${names.join(', ')} }`);
  return `import ${allTypes ? 'type ' : ''}${parts.join(', ')} from '${from}';\n`;
}

function transform(file, source) {
  const resolved = path.resolve(file);
  if (resolved === target || resolved === transTarget) return source;
  const from = relativeTo(file, target);
  const transFrom = relativeTo(file, transTarget);
  const library = [...source.matchAll(libraryImport)];
  const own = [...source.matchAll(importFrom(from))];
  const misplacedTrans = own.some((statement) =>
    parseClause(statement[2], false).named.some((name) => transNames.has(bareName(name))),
  );
  if (library.length === 0 && !misplacedTrans) return source;
  const statements = [...library, ...own, ...source.matchAll(importFrom(transFrom))].sort(
    (a, b) => a.index - b.index,
  );
  let defaultName;
  const named = [];
  for (const statement of statements) {
    const clause = parseClause(statement[2], Boolean(statement[1]));
    defaultName ??= clause.defaultName;
    for (const name of clause.named) {
      const index = named.findIndex((other) => bareName(other) === bareName(name));
      if (index === -1) named.push(name);
      else if (!name.startsWith('type ')) named[index] = bareName(name); // a value import covers the type use too
    }
  }
  const main = named.filter((name) => !transNames.has(bareName(name)));
  const trans = named.filter((name) => transNames.has(bareName(name)));
  const merged =
    (defaultName || main.length ? render(defaultName, main, from) : '') +
    (trans.length ? render(undefined, trans, transFrom) : '');
  // The merged statements take the place of the first one; the others are removed.
  let result = '';
  let at = 0;
  statements.forEach((statement, i) => {
    result += source.slice(at, statement.index);
    if (i === 0) result += merged;
    at = statement.index + statement[0].length;
  });
  return result + source.slice(at);
}

const files =
  process.argv.length > 2 ? process.argv.slice(2).map((file) => path.resolve(file)) : walk(webSrc);
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const next = transform(file, source);
  if (next !== source) {
    writeFileSync(file, next);
    console.info(path.relative(root, file));
  }
}
