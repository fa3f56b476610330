/**
 * A run of the product import: the dry run (`dry-run.ts`) and the final import (`final-import.ts`),
 * over the file's rows in batches (`run-batches.ts`), each batch's rejected rows, warnings and plan
 * limit recorded by `run-records.ts`.
 */
export { dryRun, type DryRunResult } from './dry-run';
export { finalImport } from './final-import';
export { batchSize } from './run-batches';
