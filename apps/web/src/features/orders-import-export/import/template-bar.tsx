import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  OrderImportField,
  OrderImportIdentifier,
  OrderImportMode,
  OrderImportRun,
} from '@zaplecze/contract/orders/order-import';
import {
  orderImportTemplateMessages,
  templateColumns,
  type OrderImportTemplate,
} from '@zaplecze/contract/orders/order-import-templates';
import { openConfirm } from '../../../components/confirm-modal';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import {
  deleteOrderImportTemplate,
  libraryKeys,
  renameOrderImportTemplate,
  saveOrderImportTemplate,
  useOrderImportTemplates,
} from '../api/templates';
import { failureText } from './failure-text';

/** Saved mappings in the wizard: pick one (applied by column header), save the current one, rename, delete. */
export function TemplateBar(props: {
  run: OrderImportRun;
  mapping: (OrderImportField | null)[];
  identifier: OrderImportIdentifier;
  mode: OrderImportMode;
  onApply: (template: OrderImportTemplate) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const templates = useOrderImportTemplates();
  const list = templates.data?.data ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const chosen = list.find((template) => template.id === selected) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: libraryKeys.templates });

  const write = async (action: 'save' | 'rename') => {
    if (!name.trim()) {
      setNameError(orderImportTemplateMessages.nameRequired);
      return;
    }
    setNameError(null);
    try {
      const saved =
        action === 'rename' && chosen
          ? await renameOrderImportTemplate(chosen.id, name.trim())
          : await saveOrderImportTemplate({
              name: name.trim(),
              format: props.run.format,
              identifier: props.identifier,
              mode: props.mode,
              columns: templateColumns(props.run.header, props.mapping),
            });
      await refresh();
      setSelected(saved.id);
      notify('green', t(`ordersImportExport.templates.${action === 'save' ? 'saved' : 'renamed'}`));
    } catch (failure) {
      setNameError(failureText(failure, t('ordersImportExport.templates.saveFailed')));
    }
  };
  const remove = (template: OrderImportTemplate) =>
    openConfirm({
      type: 'danger',
      title: t('ordersImportExport.templates.deleteTitle'),
      message: t('ordersImportExport.templates.deleteMessage', { name: template.name }),
      confirmText: t('ordersImportExport.templates.delete'),
      onConfirm: () =>
        void deleteOrderImportTemplate(template.id)
          .then(() => {
            setSelected(null);
            notify('green', t('ordersImportExport.templates.deleted'));
            return refresh();
          })
          .catch((failure: unknown) =>
            notifyFailure(t('ordersImportExport.templates.deleteFailed'), failure),
          ),
    });

  return (
    <Stack gap="xs" data-testid="order-import-templates">
      <Group align="flex-end">
        <Select
          label={t('ordersImportExport.templates.pick')}
          placeholder={t('ordersImportExport.templates.none')}
          data={list.map((template) => ({ value: template.id, label: template.name }))}
          value={selected}
          onChange={(id) => {
            setSelected(id);
            const template = list.find((entry) => entry.id === id);
            if (!template) return;
            setName(template.name);
            props.onApply(template);
            notify('green', orderImportTemplateMessages.applied(template.name));
          }}
          clearable
          miw={260}
        />
        {chosen && (
          <Button variant="outline" color="red.9" onClick={() => remove(chosen)}>
            {t('ordersImportExport.templates.delete')}
          </Button>
        )}
      </Group>
      <Group align="flex-start">
        <TextInput
          label={t('ordersImportExport.templates.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          maxLength={200}
          miw={260}
        />
        <Button variant="light" mt={25} onClick={() => void write('save')}>
          {t('ordersImportExport.templates.save')}
        </Button>
        {chosen && (
          <Button variant="subtle" mt={25} onClick={() => void write('rename')}>
            {t('ordersImportExport.templates.rename')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
