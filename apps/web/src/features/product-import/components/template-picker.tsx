import { ActionIcon, Button, Group, Modal, Select, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { sameSourceOptions, type SourceOptions } from '@zaplecze/contract/product-import/product-import';
import { openConfirm } from '../../../components/confirm-modal';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { useSaveTemplate } from '../api/save-template';
import type { ImportWizard } from '../use-import-wizard';

/**
 * Template picker with re-apply and delete (002 §2.2, §4). A template with other reading choices
 * hands them on, so an uploaded file is read again with them.
 */
export function TemplatePicker({
  wizard,
  onSourceOptions,
}: {
  wizard: ImportWizard;
  onSourceOptions: (next: SourceOptions) => void;
}) {
  const { t } = useTranslation();
  const text = (key: string) => t(`productImport.templates.${key}`);
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const list = templates.data ?? [];
  const apply = (id: string | null) => {
    const before = wizard.sourceOptions;
    const template = wizard.applyTemplate(id, list);
    if (template && !sameSourceOptions(before, template.sourceOptions))
      onSourceOptions(template.sourceOptions);
  };
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={text('template')}
        placeholder={text(templates.isError ? 'loadFailed' : 'placeholder')}
        data={list.map((template) => ({ value: template.id, label: template.name }))}
        value={wizard.templateId}
        onChange={apply}
        clearable
        w={280}
      />
      <Tooltip label={text('reapply')}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={text('reapplyLabel')}
          disabled={!wizard.templateId}
          onClick={() => apply(wizard.templateId)}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={text('remove')}>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          aria-label={text('remove')}
          disabled={!wizard.templateId}
          onClick={() =>
            openConfirm({
              type: 'danger',
              title: text('removeTitle'),
              message: text('removeMessage'),
              confirmText: text('removeConfirm'),
              onConfirm: () =>
                remove.mutate(wizard.templateId!, {
                  onSuccess: wizard.templateDeleted,
                  onError: (error) => notifyFailure(text('removeFailed'), error),
                }),
            })
          }
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** 'Zapisz jako szablon': name required; the button is disabled without a mapped field (002 §5). */
export function SaveTemplateButton({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`productImport.templates.${key}`, options);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTemplate();
  const submit = () => {
    if (!name.trim()) return setError(text('nameRequired'));
    save.mutate(
      {
        name: name.trim(),
        format: wizard.format,
        importMode: wizard.mode,
        productIdentifier: wizard.identifier,
        mappingContext: 'Product',
        fieldMapping: wizard.mapping,
        sourceOptions: wizard.sourceOptions,
        missingEntries: wizard.missingEntries,
        fieldErrorPolicy: wizard.fieldErrorPolicy,
      },
      {
        onSuccess: (template) => {
          notify('green', text('saved', { name: template.name }));
          wizard.applyTemplate(template.id, [template]);
          setOpen(false);
        },
        onError: (failure) => notifyFailure(text('saveFailed'), failure),
      },
    );
  };
  return (
    <>
      <Button
        variant="default"
        disabled={Object.keys(wizard.mapping).length === 0}
        onClick={() => setOpen(true)}
      >
        {text('save')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={text('save')}>
        <TextInput
          label={text('name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)}>
            {text('cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {text('submit')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
