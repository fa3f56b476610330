import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { orderDetailMessages } from '@zaplecze/contract/orders/order-details';

/** Deleting an order: the button works only once USUN is typed exactly (spec 001 §5). */
export function DeleteOrderDialog({
  orderNo,
  pending,
  onConfirm,
  onClose,
}: {
  orderNo: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const word = orderDetailMessages.deleteConfirmWord;
  const text = (key: string) => t(`orderDetails.deleteDialog.${key}`);
  return (
    <Modal
      opened
      onClose={onClose}
      size={460}
      title={t('orderDetails.deleteDialog.title', { no: orderNo })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed === word) onConfirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{text('text')}</Text>
          <TextInput
            label={text('label')}
            description={t('orderDetails.deleteDialog.prompt', { word })}
            autoComplete="off"
            data-autofocus
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {text('cancel')}
            </Button>
            <Button type="submit" color="red" disabled={typed !== word} loading={pending}>
              {text('confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
