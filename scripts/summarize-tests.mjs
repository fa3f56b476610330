// Adds up the Vitest and Playwright JSON reports into the one closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';

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
} else {
  failed += 1;
  console.error('No Vitest report: the unit tests did not run.');
}

if (playwrightFile && existsSync(playwrightFile)) {
  const stats = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats ?? {};
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

console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
