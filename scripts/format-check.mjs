// `prettier --check` over the project's files (tracked and new, as .gitignore and .prettierignore leave
// them), skipping a file whose exact content the same Prettier, with the same options for that path, found
// formatted before. Prettier's own `--cache` keys its entries by absolute path, so a clean clone in another
// folder never hits it. Usage: node scripts/format-check.mjs [kept-results.json]
// docs/decisions/test-gate-steps.md (session 16)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

const [keptFile] = process.argv.slice(2);
const known = new Set();
if (keptFile && existsSync(keptFile)) {
  try {
    for (const key of JSON.parse(readFileSync(keptFile, 'utf8'))) known.add(key);
  } catch {
    // An unreadable file only means every file is checked.
  }
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => file !== '' && existsSync(file));

const formatted = [];
const unformatted = [];
let checked = 0;
for (const file of files) {
  const info = await prettier.getFileInfo(file, { ignorePath: ['.gitignore', '.prettierignore'] });
  if (info.ignored || !info.inferredParser) continue;
  const options = (await prettier.resolveConfig(file, { editorconfig: true })) ?? {};
  const source = readFileSync(file, 'utf8');
  const key = createHash('sha256')
    .update(JSON.stringify([prettier.version, file, info.inferredParser, options]))
    .update('\0')
    .update(source)
    .digest('hex');
  if (known.has(key)) {
    formatted.push(key);
    continue;
  }
  checked += 1;
  if (await prettier.check(source, { ...options, filepath: file })) formatted.push(key);
  else unformatted.push(file);
}

for (const file of unformatted) console.warn(`[warn] ${file}`);
if (unformatted.length > 0) {
  console.warn(
    `[warn] Code style issues found in ${unformatted.length === 1 ? 'the above file' : `${unformatted.length} files`}. Run Prettier with --write to fix.`,
  );
}
console.info(`prettier: ${formatted.length + unformatted.length} files, ${checked} read again`);
if (keptFile) {
  writeFileSync(`${keptFile}.${process.pid}`, JSON.stringify(formatted));
  renameSync(`${keptFile}.${process.pid}`, keptFile);
}
process.exitCode = unformatted.length > 0 ? 1 : 0;
