// Adds up the Vitest and Playwright JSON reports into the one closing line CI reads, with every failed
// test, and every test that passed only on its retry (CI), named just above it: CI may keep only the end
// of the log, and a test that needed a retry is a defect to mend (docs/decisions/test-gate-steps.md).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const failures = [];
const flaky = [];
// The first lines of a failure message, without colour codes or the test runners' own stack frames.
const firstLines = (message = '') =>
  stripVTControlCharacters(String(message))
    .split('\n')
    .filter((line) => line.trim() && !/node_modules|<anonymous>/.test(line))
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestFile, playwrightFile] = process.argv.slice(2);

if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that fails to load has no failed test of its own; count it once.
  failed += (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  ).length;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name ?? '');
    let failedTests = 0;
    for (const test of file.assertionResults ?? []) {
      const line = `${name} › ${test.fullName ?? test.title}\n${firstLines(test.failureMessages?.[0])}`;
      if (test.status === 'failed') {
        failedTests += 1;
        failures.push(`  ✗ ${line}`);
      }
      // Vitest keeps the errors of a failed attempt on a test that then passed on its retry.
      if (test.status === 'passed' && test.failureMessages?.length > 0) flaky.push(`  ! ${line}`);
    }
    if (file.status === 'failed' && failedTests === 0) {
      failures.push(`  ✗ ${name}\n${firstLines(file.message)}`);
    }
  }
} else {
  failed += 1;
  console.error('No Vitest report: the unit tests did not run.');
}

if (playwrightFile && existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  const stats = report.stats ?? {};
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`  ✗ ${[...titles, spec.title].join(' › ')}\n${firstLines(error)}`);
        } else if (test.status === 'flaky') {
          const error = test.results?.find((result) => result.error)?.error?.message;
          flaky.push(`  ! ${[...titles, spec.title].join(' › ')}\n${firstLines(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
} else {
  failed += 1;
  console.error('No Playwright report: the end-to-end tests did not run.');
}

// A step that failed with no failed test of its own (typecheck, lint, format, build, an unhandled
// error in Vitest) counts once, so the closing line never reads "0 failed" on a failing gate.
const failedSteps = (process.env.FAILED_STEPS ?? '').split('\n').filter(Boolean);
if (failed === 0 && failedSteps.length > 0) {
  failed += failedSteps.length;
  console.error(`Failed steps: ${failedSteps.join('; ')}`);
}

if (flaky.length > 0) {
  console.info(`\n== passed only on a retry (flaky: to mend) ==\n${flaky.join('\n')}`);
}
if (failures.length > 0) {
  console.info(`\n== failed tests ==\n${failures.slice(0, 30).join('\n')}`);
  if (failures.length > 30) console.info(`  … and ${failures.length - 30} more`);
}
console.info(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? `, ${flaky.length} flaky` : ''}`,
);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
