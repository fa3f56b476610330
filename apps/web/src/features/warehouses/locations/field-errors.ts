import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** Puts the server's field messages on the form's fields it knows. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
) {
  if (!(error instanceof ApiError)) return;
  const names = Object.keys(error.fields).filter((name) => known.includes(name));
  names.forEach((name, index) =>
    setError(name as Path<T>, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }),
  );
}
