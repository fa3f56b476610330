import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { nameProblem } from '@zaplecze/contract/files/files';
import { ApiError } from '../../../lib/api-client';

interface Props {
  title: string;
  initial: string;
  pending: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** One name field (a new folder, a rename): checked as the server checks it, the server's reason shown under it. */
export function NameDialog({ title, initial, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name.trim());
    if (problem) return setError(problem);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fields.name ?? failure.message) : t('files.actionFailed'),
      );
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('files.nameDialog.label')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            maxLength={200}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('files.nameDialog.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('files.nameDialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
