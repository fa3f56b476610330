/** Bounds on input from outside (DESIGN.md "Input from outside"). */
export const importLimits = {
  /** An upload or a fetched file. */
  maxBytes: 100 * 1024 * 1024,
  fetchTimeoutMs: 30_000,
  maxRedirects: 5,
  /** A single cell; a longer one is cut by the validation of its target. */
  maxColumns: 500,
};

export class SourceError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}
