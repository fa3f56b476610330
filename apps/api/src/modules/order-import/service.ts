/**
 * Orders import (issue 25), its public face: the routes, the job registry and the demo data use
 * these. Upload → dry run → the import job → rollback; views and the report of runs.
 */
export { orderImportJobName, orderImportLimits, normaliseRun } from './runs';
export { createRunFromUpload, createRunFromUrl } from './upload';
export { dryRun } from './dry-run';
export { importRunNow, orderImportJob, runOrderImport, startImport } from './import-job';
export { rollbackRun } from './rollback';
export { getRun, listRuns, profileMessage, runReport, toRunView } from './views';
