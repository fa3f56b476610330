import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/** Puts the server's `fields` messages on the form's fields; true when at least one matched. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  values: T,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const names = Object.keys(error.fields).filter((name) => name in values) as Path<T>[];
  names.forEach((name, index) =>
    setError(name, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }),
  );
  return names.length > 0;
}
