import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';

/** A refusal the server explained (4xx); network failures and 5xx get the dialog's own fallback. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

interface Props {
  opened: boolean;
  title: string;
  size: number;
  /** The request is running: the dialog is closed only by its buttons and shows `texts.progress`. */
  busy: boolean;
  /** No orders to act on: a warning instead of `texts.target`, and no submitting. */
  nothing: boolean;
  /** The failed request's error, if any. */
  error: unknown;
  texts: { target: string; progress: string; failed: string; submit: string; submitting: string };
  targetTestId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** Shown instead of the form (the result of a request that skipped orders). */
  result?: ReactNode;
  /** The dialog's own fields. */
  children: ReactNode;
}

/** The frame of a bulk action's dialog on the orders list: target line, fields, progress, error, buttons. */
export function BulkFormModal({
  opened,
  title,
  size,
  busy,
  nothing,
  error,
  texts,
  targetTestId,
  onSubmit,
  onClose,
  result,
  children,
}: Props) {
  const { t } = useTranslation();
  const failure = error ? (serverMessage(error) ?? texts.failed) : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeOnClickOutside={false}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {result ?? (
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            {nothing ? (
              <Alert
                color="orange"
                icon={<IconAlertTriangle aria-hidden />}
                role="alert"
                data-testid="bulk-nothing"
              >
                {t('orders.bulk.nothingSelected')}
              </Alert>
            ) : (
              <Text size="sm" data-testid={targetTestId}>
                {texts.target}
              </Text>
            )}
            {children}
            {busy && (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">{texts.progress}</Text>
              </Group>
            )}
            {failure && !busy && (
              <Alert color="red" role="alert" data-testid="bulk-error">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('orders.bulk.cancel')}
              </Button>
              <Button type="submit" disabled={busy || nothing}>
                {busy ? texts.submitting : texts.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
