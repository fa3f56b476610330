import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { StatusDot } from '../../../components/order-status-options/status-dot';

function StatusName({ status, fallback }: { status: OrderStatus | undefined; fallback: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {status && <StatusDot color={status.color} />}
      <Text size="sm" fw={600}>
        {status?.internalName ?? fallback}
      </Text>
    </Group>
  );
}

/** The confirmation of one order's new status, showing the old and the new one (spec 001 §4). */
export function StatusChangeDialog({
  orderNo,
  from,
  to,
  onConfirm,
  onCancel,
}: {
  orderNo: number;
  from: OrderStatus | undefined;
  to: OrderStatus | undefined;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const text = (key: string) => t(`orderDetails.status.${key}`);
  return (
    <Modal
      opened
      onClose={onCancel}
      size={480}
      title={text('confirmTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('orderDetails.status.confirmText', { no: orderNo })}</Text>
        <Group gap="md" wrap="nowrap" data-testid="status-change">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {text('from')}
            </Text>
            <StatusName status={from} fallback={text('none')} />
          </Stack>
          <IconArrowRight size={18} aria-hidden />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {text('to')}
            </Text>
            <StatusName status={to} fallback={text('none')} />
          </Stack>
        </Group>
        <Textarea
          label={text('comment')}
          autosize
          minRows={2}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {text('cancel')}
          </Button>
          <Button onClick={() => onConfirm(comment)} data-autofocus>
            {text('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
