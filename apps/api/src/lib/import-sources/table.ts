/** A file read as a table: its header and its data rows, streamed. `line` is the row number a
 *  spreadsheet shows (header = 1), or the record number in an XML feed (first record = 2). */
export interface TableRow {
  line: number;
  values: string[];
  /** Cells the reader had to repair (invalid UTF-8 replaced): reported as the row's warnings. */
  problems?: { column: number; reason: string }[];
}

export interface Table {
  header: string[];
  rows(): AsyncIterable<TableRow>;
}
