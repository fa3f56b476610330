/** The batch staging (COPY / unnest) is shared by the import and the products module's batch write. */
export { stageBatch, type StagedColumn, type StagedType } from '../../../db/staging';
