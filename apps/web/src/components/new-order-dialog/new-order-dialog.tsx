import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { orderPartMessages, newOrderTypes } from '@zaplecze/contract/orders/order-detail-parts';
import { orderDetailMessages } from '@zaplecze/contract/orders/order-details';
import { orderLanguages, type Order } from '@zaplecze/contract/orders/orders';
import { ApiError } from '../../lib/api-client';
import { CountrySelect } from '../country-select/country-select';
import { useStatusOptions } from '../order-status-options/use-status-options';
import { useCopyOrder } from './copy-order';
import { CopyPartsField } from './copy-parts-field';
import { useCreateOrder } from './create-order';
import {
  initialValues,
  newOrderForm,
  type NewOrderOutput,
  type NewOrderSource,
  type NewOrderValues,
} from './new-order-form';
import './translations';

export interface NewOrderDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The order on screen: the dialog then offers a copy of it besides a new order. */
  source?: NewOrderSource;
  /** Called with the created order; by default the new order opens. */
  onCreated?: (order: Order) => void;
}

/** 'Stwórz nowe zamówienie' (spec 001 §2.9): country, status, language; outside the list also a copy. */
export function NewOrderDialog({ opened, onClose, source, onCreated }: NewOrderDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statuses = useStatusOptions(t('newOrderDialog.ungrouped'));
  const create = useCreateOrder();
  const copy = useCopyOrder();
  const form = useForm<NewOrderValues, unknown, NewOrderOutput>({
    resolver: zodResolver(newOrderForm),
    defaultValues: initialValues(source?.country),
  });
  const { errors, isSubmitting } = form.formState;
  const isCopy = form.watch('type') === 'copy' && Boolean(source);

  const sourceCountry = source?.country;
  useEffect(() => {
    if (opened) form.reset(initialValues(sourceCountry));
  }, [opened, sourceCountry, form]);

  const submit = form.handleSubmit(async ({ type, parts, ...order }) => {
    try {
      const created =
        type === 'copy' && source
          ? await copy.mutateAsync({ id: source.id, body: { ...order, parts } })
          : await create.mutateAsync(order);
      notifications.show({
        color: 'green',
        message: type === 'copy' ? orderPartMessages.copied : orderDetailMessages.orderCreated,
        closeButtonProps: { 'aria-label': t('common.close') },
      });
      onClose();
      if (onCreated) onCreated(created);
      else void navigate(`/dashboard/orders/${created.id}`);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('newOrderDialog.failed');
      form.setError('root', { type: 'server', message });
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fields)) {
          if (field === 'statusId' || field === 'orderCountry' || field === 'orderLanguage') {
            form.setError(field, { type: 'server', message: text });
          }
        }
      }
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={800}
      title={t('newOrderDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate data-testid="new-order-form">
        <Stack gap="md">
          {errors.root && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errors.root.message}
            </Alert>
          )}
          {source && (
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Radio.Group label={t('newOrderDialog.type')} value={field.value} onChange={field.onChange}>
                  <Group gap="lg" mt={6}>
                    {newOrderTypes.map((type) => (
                      <Radio key={type} value={type} label={t(`newOrderDialog.types.${type}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
          )}
          {isCopy && source && (
            <Text size="sm" c="dimmed">
              {t('newOrderDialog.source', { no: source.no })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Controller
              control={form.control}
              name="orderCountry"
              render={({ field }) => (
                <CountrySelect
                  label={t('newOrderDialog.country')}
                  placeholder={t('newOrderDialog.countryPlaceholder')}
                  nothingFoundMessage={t('newOrderDialog.nothingFound')}
                  withAsterisk
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.orderCountry?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="statusId"
              render={({ field }) => (
                <Select
                  label={t('newOrderDialog.status')}
                  placeholder={t('newOrderDialog.statusPlaceholder')}
                  withAsterisk
                  searchable
                  nothingFoundMessage={t('newOrderDialog.nothingFound')}
                  data={statuses.options}
                  disabled={statuses.isLoading}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.statusId?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="orderLanguage"
              render={({ field }) => (
                <Select
                  label={t('newOrderDialog.language')}
                  withAsterisk
                  allowDeselect={false}
                  data={orderLanguages.map((language) => ({
                    value: language,
                    label: t(`newOrderDialog.languages.${language}`),
                  }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={errors.orderLanguage?.message}
                />
              )}
            />
          </SimpleGrid>
          {isCopy && <CopyPartsField control={form.control} disabled={isSubmitting} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('newOrderDialog.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('newOrderDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
