/** A cell's value, possibly repaired (`warning` says how), or why the cell was refused. */
export type Parsed = { ok: true; value: unknown; warning?: string } | { ok: false; reason: string };
export const ok = (value: unknown, warning?: string): Parsed => ({ ok: true, value, warning });
export const fail = (reason: string): Parsed => ({ ok: false, reason });
