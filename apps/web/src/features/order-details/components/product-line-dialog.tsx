import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  CloseButton,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { fromGrosze, formatMoney } from '@zaplecze/contract/common/money';
import { lineAmounts } from '@zaplecze/contract/orders/order-money';
import { orderProductLimits, vatRates, type OrderProduct } from '@zaplecze/contract/orders/order-parts';
import type { Order } from '@zaplecze/contract/orders/orders';
import type { ProductLookupItem } from '@zaplecze/contract/stock/stock';
import { useAddProduct } from '../api/add-product';
import { isVersionConflict } from '../api/order-mutation';
import { useReplaceProduct } from '../api/replace-product';
import { lineForm, typedFromAmount, type LineFormOutput, type LineFormValues } from '../forms';
import { notifySuccess } from '../notify';
import { useOrderPage } from '../order-page-context';
import { CatalogSearch } from './catalog-search';
import { ConflictAlert } from '../../../components/conflict-alert';
import { orderConflictTexts } from './conflict-texts';

function initialValues(line: OrderProduct | undefined): LineFormValues {
  return {
    name: line?.name ?? '',
    sku: line?.sku ?? '',
    ean: line?.ean ?? '',
    url: line?.url ?? '',
    imageUrl: line?.imageUrl ?? '',
    quantity: line?.quantity ?? 1,
    grossPrice: line ? typedFromAmount(line.grossPrice.amount) : '',
    tax: line?.tax ?? 23,
  };
}

/** Net price and line total as the server will derive them, while the user types. */
function preview(values: LineFormValues) {
  const parsed = lineForm.safeParse(values);
  if (!parsed.success) return null;
  const amounts = lineAmounts(parsed.data.grossPrice, parsed.data.quantity, parsed.data.tax);
  return { net: fromGrosze(amounts.netUnit), total: fromGrosze(amounts.grossTotal) };
}

/** Adds a product line or edits one (spec 001 §5: field caps, VAT 0/5/10/12/23). */
export function ProductLineDialog({
  order,
  line,
  onClose,
}: {
  order: Order;
  /** The line to edit; absent to add one. */
  line?: OrderProduct;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const add = useAddProduct(order.id);
  const replace = useReplaceProduct(order.id);
  const [conflict, setConflict] = useState(false);
  const [linked, setLinked] = useState<ProductLookupItem | null>(null);
  const form = useForm<LineFormValues, unknown, LineFormOutput>({
    resolver: zodResolver(lineForm),
    defaultValues: initialValues(line),
  });
  const { errors } = form.formState;
  const pending = add.isPending || replace.isPending;
  const amounts = preview(form.watch());
  const text = (key: string) => t(`orderDetails.products.dialog.${key}`);

  const submit = form.handleSubmit((values) => {
    const callbacks = {
      onSuccess: (result: { message: string }) => {
        notifySuccess(result.message);
        onClose();
      },
      onError: (error: Error) => {
        setConflict(isVersionConflict(error));
        page.reportError(t('orderDetails.products.saveFailed'), error);
      },
    };
    if (line) replace.mutate({ productId: line.id, line: values }, callbacks);
    else
      add.mutate(
        linked
          ? { ...values, catalogProductId: linked.productId, catalogVariantId: linked.variantId }
          : values,
        callbacks,
      );
  });

  const textField = (name: 'name' | 'sku' | 'ean' | 'url' | 'imageUrl', required = false) => (
    <TextInput
      label={text(name)}
      withAsterisk={required}
      maxLength={orderProductLimits[name]}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size={640}
      title={line ? text('editTitle') : text('addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="product-line-form">
        <Stack gap="sm">
          {conflict && (
            <ConflictAlert
              texts={orderConflictTexts(t)}
              onReload={async () => {
                await page.reload();
                setConflict(false);
              }}
            />
          )}
          {!line && !linked && (
            <CatalogSearch
              priceListId={order.priceListId}
              warehouseId={order.warehouseId}
              onPick={(item) => {
                setLinked(item);
                const fill = { shouldValidate: true, shouldDirty: true };
                form.setValue('name', item.name, fill);
                form.setValue('sku', item.sku, fill);
                form.setValue('ean', item.ean ?? '', fill);
                form.setValue('imageUrl', item.imageUrl ?? '', fill);
                if (item.grossPrice) form.setValue('grossPrice', typedFromAmount(item.grossPrice), fill);
                // A rate outside the line's list (e.g. 8%) is set by the server from the catalogue.
                if ((vatRates as readonly number[]).includes(item.tax)) form.setValue('tax', item.tax, fill);
              }}
            />
          )}
          {linked && (
            <Stack gap={4}>
              <Group gap="xs">
                <Badge variant="light" data-testid="catalog-linked">
                  {t('orderDetails.catalog.linked', { sku: linked.sku })}
                </Badge>
                <CloseButton
                  size="sm"
                  aria-label={t('orderDetails.catalog.unlink')}
                  onClick={() => setLinked(null)}
                />
              </Group>
              {!(vatRates as readonly number[]).includes(linked.tax) && (
                <Text size="xs" c="dimmed">
                  {t('orderDetails.catalog.taxFromCatalog', { rate: linked.tax })}
                </Text>
              )}
            </Stack>
          )}
          {textField('name', true)}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {textField('sku')}
            {textField('ean')}
            {textField('url')}
            {textField('imageUrl')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Controller
              control={form.control}
              name="quantity"
              render={({ field }) => (
                <NumberInput
                  label={text('quantity')}
                  withAsterisk
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.quantity?.message}
                />
              )}
            />
            <TextInput
              label={t('orderDetails.products.dialog.grossPrice', { currency: order.currency })}
              withAsterisk
              inputMode="decimal"
              error={errors.grossPrice?.message}
              {...form.register('grossPrice')}
            />
            <Controller
              control={form.control}
              name="tax"
              render={({ field }) => (
                <Select
                  label={text('tax')}
                  allowDeselect={false}
                  data={vatRates.map((rate) => ({
                    value: String(rate),
                    label: t('orderDetails.products.dialog.taxOption', { rate }),
                  }))}
                  value={String(field.value ?? 23)}
                  onChange={(value) => field.onChange(Number(value))}
                  error={errors.tax?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group gap="xl" data-testid="line-preview">
            <Text size="sm">
              {text('net')}:{' '}
              <b>{amounts ? formatMoney(amounts.net, order.currency) : t('orderDetails.empty')}</b>
            </Text>
            <Text size="sm">
              {text('total')}:{' '}
              <b>{amounts ? formatMoney(amounts.total, order.currency) : t('orderDetails.empty')}</b>
            </Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {text('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {line ? text('save') : text('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
