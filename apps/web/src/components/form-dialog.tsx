import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

interface Props {
  title: string;
  size: ModalProps['size'];
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  /** The form's fields, above the 'Anuluj' / submit footer. */
  children: ReactNode;
}

/** An open modal holding one form: its fields, then 'Anuluj' and the submit button (spinning while it saves). */
export function FormDialog({ title, size, onClose, onSubmit, submitting, submitLabel, children }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
