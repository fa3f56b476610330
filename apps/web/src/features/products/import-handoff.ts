/** A file chosen on the products list, handed to the import screen (read once). */
let pending: File | null = null;
export function setPendingImportFile(f: File) {
  pending = f;
}
export function takePendingImportFile() {
  const f = pending;
  pending = null;
  return f;
}
