/**
 * The files module as other modules and its routes see it: the library (folders, items, moves,
 * deletes, reads), uploads and the documents the system stores, and the account's disk usage.
 */
export {
  assertLibraryFiles,
  createFolder,
  deleteItem,
  describeFiles,
  fileItemOf,
  folderTree,
  listItems,
  loadFile,
  loadFolder,
  openFile,
  updateItem,
  type Actor,
} from './library';
export { storeGeneratedFile, uploadFile } from './upload';
export { libraryUsage } from './usage';
