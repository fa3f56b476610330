/**
 * What other modules (the Pulpit, the job registry, the demo seed) and the bench use of the import;
 * inside the module, import from the sub-folders directly.
 */
export { importsNeedingAttention, importsStartedToday, type ImportRunSummary } from './runs/attention';
export { createTaskFromUpload } from './runs/tasks';
export { confirmMapping } from './planning/service';
export { importJobName, productImportJob, runImportJob, settleAbandonedImports } from './runs/service';
/** The SSRF guard of URL sources, shared with webhook delivery. */
export { checkUrl, guardedLookup, isForbiddenAddress } from '../../lib/import-sources/ssrf';
