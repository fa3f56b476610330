import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '@zaplecze/contract/common/money';
import {
  returnLimits,
  returnStatuses,
  returnStatusLabels,
  type ReturnStatus,
} from '@zaplecze/contract/orders/order-returns';
import type { Order } from '@zaplecze/contract/orders/orders';
import { ApiError } from '../../../lib/api-client';
import { useSaveReturn } from '../api/returns';
import { notifySuccess } from '../notify';
import { useOrderPage } from '../order-page-context';

type OrderReturn = Order['returns'][number];

/** Pieces of each line still returnable: ordered minus returned by the order's other returns. */
function quantitiesLeft(order: Order, editedId?: string): Map<string, number> {
  const left = new Map(order.products.map((line) => [line.id, line.quantity]));
  for (const item of order.returns) {
    if (item.id === editedId) continue;
    for (const line of item.lines)
      left.set(line.orderProductId, (left.get(line.orderProductId) ?? 0) - line.quantity);
  }
  return left;
}

/** Registers a return or edits one: products and quantities, reason, status, refund. */
export function ReturnDialog({
  order,
  item,
  onClose,
}: {
  order: Order;
  item?: OrderReturn;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const save = useSaveReturn(order.id);
  const left = quantitiesLeft(order, item?.id);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries((item?.lines ?? []).map((line) => [line.orderProductId, line.quantity])),
  );
  const [externalId, setExternalId] = useState(item?.externalId ?? '');
  const [reason, setReason] = useState(item?.reason ?? '');
  const [status, setStatus] = useState<string>(item?.status ?? 'new');
  const [refund, setRefund] = useState(item ? item.refundAmount.amount.replace('.', ',') : '');
  const [paymentId, setPaymentId] = useState<string | null>(item?.paymentId ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (key: string, values?: Record<string, unknown>) => t(`orderDetails.returns.${key}`, values);
  const lines = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([orderProductId, quantity]) => ({ orderProductId, quantity }));
  const lineError = (id: string) => {
    const index = lines.findIndex((line) => line.orderProductId === id);
    return index < 0
      ? undefined
      : (errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.orderProductId`]);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = refund.trim().replace(/\s/g, '').replace(',', '.') || '0';
    save.mutate(
      {
        id: item?.id,
        externalId,
        reason,
        status: status as ReturnStatus,
        lines,
        refundAmount: amount,
        paymentId,
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onClose();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fields : {});
          page.reportError(text('failed'), error);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size={720}
      title={text(item ? 'edit' : 'add')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="return-form">
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{text('product')}</Table.Th>
                  <Table.Th>{text('price')}</Table.Th>
                  <Table.Th>{text('quantity')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.products.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.name}</Table.Td>
                    <Table.Td>{formatMoney(line.grossPrice.amount, line.grossPrice.currency)}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={text('quantityOf', { name: line.name })}
                        min={0}
                        max={Math.max(left.get(line.id) ?? 0, 0)}
                        allowDecimal={false}
                        size="xs"
                        w={120}
                        value={quantities[line.id] ?? 0}
                        onChange={(value) =>
                          setQuantities((current) => ({ ...current, [line.id]: Number(value) || 0 }))
                        }
                        description={text('left', { count: Math.max(left.get(line.id) ?? 0, 0) })}
                        error={lineError(line.id)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {errors.lines && (
            <Text size="sm" c="red">
              {errors.lines}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={text('externalId')}
              maxLength={returnLimits.externalId}
              value={externalId}
              onChange={(event) => setExternalId(event.currentTarget.value)}
              error={errors.externalId}
            />
            <Select
              label={text('status')}
              allowDeselect={false}
              data={returnStatuses.map((value) => ({ value, label: returnStatusLabels[value] }))}
              value={status}
              onChange={(value) => setStatus(value ?? 'new')}
            />
            <TextInput
              label={text('refund', { currency: order.currency })}
              inputMode="decimal"
              value={refund}
              onChange={(event) => setRefund(event.currentTarget.value)}
              error={errors.refundAmount}
            />
            <Select
              label={text('payment')}
              placeholder={text('paymentPlaceholder')}
              clearable
              data={order.payments.map((payment) => ({
                value: payment.id,
                label: `${formatMoney(payment.amount.amount, payment.amount.currency)}${payment.reference ? ` · ${payment.reference}` : ''}`,
              }))}
              value={paymentId}
              onChange={setPaymentId}
              error={errors.paymentId}
            />
          </SimpleGrid>
          <Textarea
            label={text('reason')}
            maxLength={returnLimits.reason}
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
