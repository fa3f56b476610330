import {
  csvMessages,
  parameterLimits,
  type CsvRowError,
} from '@zaplecze/contract/product-parameters/product-parameters';
import type { z } from 'zod';
import { AppError, validationFailed } from '../../../errors';
import { isUniqueViolation } from '../../accounts/service';
import { CsvReadError, mapColumns, readCsv, type CsvRow } from '../../../lib/csv-read';

const readMessages = {
  parse: csvMessages.parseFailed,
  empty: csvMessages.empty,
  rows: csvMessages.tooManyRows,
};

/** The file's rows and where each wanted field sits; a file that cannot be read is a 400 under `file`. */
export function readImportFile<K extends string>(
  bytes: Buffer,
  columns: Record<K, readonly string[]>,
  required: NoInfer<K>[],
): { rows: CsvRow[]; columnOf: Partial<Record<K, string>> } {
  try {
    const table = readCsv(bytes, parameterLimits.importRows);
    const columnOf = mapColumns(table.header, columns);
    const missing = required.find((field) => !columnOf[field]);
    if (missing) {
      const message = csvMessages.missingColumn(columns[missing][0]!);
      throw validationFailed({ file: message }, message);
    }
    return { rows: table.rows, columnOf };
  } catch (error) {
    if (error instanceof CsvReadError) {
      const message = readMessages[error.message as keyof typeof readMessages] ?? csvMessages.parseFailed;
      throw validationFailed({ file: message }, message);
    }
    throw error;
  }
}

/** The first issue of a failed contract parse, as a row error under the file's column name. */
export function rowError<K extends string>(
  line: number,
  error: z.ZodError,
  columnOf: Partial<Record<K, string>>,
  fieldOfPath: (path: PropertyKey[]) => K,
): CsvRowError {
  const issue = error.issues[0]!;
  const field = fieldOfPath(issue.path);
  return { row: line, field: columnOf[field] ?? field, message: issue.message };
}

/** Runs the saving part of an import; a name taken meanwhile by another request is a 409, not a 500. */
export async function saveImport(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', csvMessages.concurrentChange);
    throw error;
  }
}
