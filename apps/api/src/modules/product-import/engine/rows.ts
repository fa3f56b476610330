export { rowsOf } from '../../../db/rows';
