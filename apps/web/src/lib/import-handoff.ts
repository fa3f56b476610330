/**
 * The file chosen in the products list's hidden 'Importuj' input, handed to the import wizard
 * (/dashboard/products-import-export/import) across the navigation. Taken once.
 */
let pending: File | null = null;

export function setPendingImportFile(file: File | null): void {
  pending = file;
}

export function takePendingImportFile(): File | null {
  const file = pending;
  pending = null;
  return file;
}
