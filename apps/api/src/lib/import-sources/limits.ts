/** Bounds on input from outside (DESIGN.md "Input from outside"). */
export const importLimits = {
  /** An upload or a fetched file. */
  maxBytes: 100 * 1024 * 1024,
  fetchTimeoutMs: 30_000,
  maxRedirects: 5,
  /** A single cell; a longer one is cut by the validation of its target. */
  maxColumns: 500,
  /** An XLSX's entries inflated, all together (checked on the zip's directory before inflating, then while inflating). */
  xlsxMaxUncompressedBytes: 300 * 1024 * 1024,
  /** An entry larger than this may not be compressed more than xlsxMaxRatio : 1 (real sheets: 5–30 : 1). */
  xlsxRatioCheckBytes: 10 * 1024 * 1024,
  xlsxMaxRatio: 100,
  /** Character or entity references (`&#65;`, `&amp;`) in one run of XML text between two tags. */
  xmlMaxReferencesPerText: 100_000,
};

export class SourceError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}
