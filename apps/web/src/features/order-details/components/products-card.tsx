import { Button, Card, Group, Select, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { OrderProduct } from '@zaplecze/contract/orders/order-parts';
import type { Order } from '@zaplecze/contract/orders/orders';
import { orderCurrencies } from '@zaplecze/contract/orders/orders-filter';
import { EmptyState } from '../../../components/page-states';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useChangeCurrency } from '../api/change-currency';
import { useDeleteProduct } from '../api/delete-product';
import { escapeHtml } from '../format';
import { notifySuccess } from '../notify';
import { useOrderPage } from '../order-page-context';
import { OrderWarehouseSelect } from './order-warehouse-select';
import { ProductLineDialog } from './product-line-dialog';
import { ProductsTable } from './products-table';

type Dialog = { line?: OrderProduct } | null;

/** 'Produkty': the lines, adding, editing and deleting one, and the currency of all lines. */
export function ProductsCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteProduct(order.id);
  const currency = useChangeCurrency(order.id);
  const text = (key: string) => t(`orderDetails.products.${key}`);

  const confirmDelete = useConfirmDelete(remove, (line: OrderProduct) => ({
    title: text('removeTitle'),
    message: t('orderDetails.products.removeText', { name: escapeHtml(line.name) }),
    confirmText: text('removeConfirm'),
    variables: line.id,
    success: (result: { message: string }) => result.message,
    failure: (error: Error) => page.reportError(text('removeFailed'), error),
  }));

  const changeCurrency = (value: string | null) => {
    if (!value || value === order.currency) return;
    currency.mutate(value as (typeof orderCurrencies)[number], {
      onSuccess: (result) => notifySuccess(result.message),
      onError: (error) => page.reportError(text('currencyFailed'), error),
    });
  };

  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      component="section"
      aria-labelledby={titleId}
      data-testid="products-card"
    >
      <Group justify="space-between" px="md" py="sm" gap="sm">
        <Title order={2} size="h5" id={titleId}>
          {text('title')}
        </Title>
        <Group gap="xs">
          <OrderWarehouseSelect order={order} />
          <Select
            size="xs"
            w={96}
            aria-label={text('currency')}
            data={[...orderCurrencies]}
            value={order.currency}
            allowDeselect={false}
            disabled={!page.canEdit}
            onChange={changeCurrency}
          />
          {page.canEdit && (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setDialog({})}>
              {text('add')}
            </Button>
          )}
        </Group>
      </Group>
      {order.products.length === 0 ? (
        <EmptyState text={text('empty')} />
      ) : (
        <ProductsTable
          order={order}
          canEdit={page.canEdit}
          onEdit={(line) => setDialog({ line })}
          onDelete={confirmDelete}
        />
      )}
      {dialog && <ProductLineDialog order={order} line={dialog.line} onClose={() => setDialog(null)} />}
    </Card>
  );
}
