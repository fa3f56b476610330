import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/** Puts the server's field messages (400/409 `fields`) on the form's fields; returns whether any matched. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const names = Object.keys(error.fields).filter((name) => known.includes(name));
  names.forEach((name, index) =>
    setError(name as Path<T>, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }),
  );
  return names.length > 0;
}

/** The server's Polish reason (e.g. a missing WMS permission) when there is one, else the screen's own text. */
export function loadErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}
