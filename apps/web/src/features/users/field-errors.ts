import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/** Puts the server's `fields` messages on the form's fields; true when at least one matched. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const matched = names.filter((name) => error.fields[name]);
  matched.forEach((name, index) =>
    setError(name, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }),
  );
  return matched.length > 0;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
