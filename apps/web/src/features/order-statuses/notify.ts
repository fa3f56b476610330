import { notifications } from '@mantine/notifications';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import i18n from '../../lib/i18n';

const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, closeButtonProps: closeButtonProps() });
}

/** The snackbar of spec 001 §8 as the title; the server's reason (e.g. a stale version) below it. */
export function notifyFailure(title: string, error?: unknown) {
  const reason = error instanceof ApiError ? error.message : undefined;
  notifications.show({
    color: 'red',
    title: reason ? title : undefined,
    message: reason ?? title,
    closeButtonProps: closeButtonProps(),
  });
}

/** Puts the server's field messages on the form's fields (paths such as `externalName.pl`). */
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
