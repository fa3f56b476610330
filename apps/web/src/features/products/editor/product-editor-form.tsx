import { Alert, Paper, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import type { Product } from '@zaplecze/contract/products/products';
import { openConfirm } from '../../../components/confirm-modal';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePermission } from '../../../lib/use-permission';
import { productRequests } from './api/product-requests';
import { EditorHeader } from './components/editor-header';
import { ConflictAlert } from '../../../components/conflict-alert';
import { editorTabs, savedOnlyTabs, type EditorTab } from './tabs';
import { BasicInfoTab } from './tabs/basic-info-tab';
import { CustomFieldsTab } from './tabs/custom-fields-tab';
import { DescriptionsTab } from './tabs/descriptions-tab';
import { GpsrTab } from './tabs/gpsr-tab';
import { HistoryTab } from './tabs/history-tab';
import { ParametersTab } from './tabs/parameters-tab';
import { PicturesTab } from './tabs/pictures-tab';
import { PricesTab } from './tabs/prices-tab';
import { ShippingTab } from './tabs/shipping-tab';
import type { ProductEditorOptions } from './types';
import { useProductEditor } from './use-product-editor';
import { useUnsavedGuard } from './use-unsaved-guard';

/** Tabs whose content is not part of the product form. */
const ownFormTabs: readonly EditorTab[] = ['stock', 'history'];

/**
 * The 'Magazyn' tab's content: the product-stock feature's panel, which the app hands in (features
 * do not import each other).
 */
export type StockTab = ComponentType<{
  productId: string;
  canEdit: boolean;
  variants: { id: string; sku: string }[];
}>;

interface Props {
  product: Product | null;
  options: ProductEditorOptions;
  tab: EditorTab;
  stockTab?: StockTab | undefined;
}

export function ProductEditorForm({ product, options, tab, stockTab: StockPanel }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePermission('pim.edit');
  const canDelete = usePermission('pim.delete');
  const canEditStock = usePermission('wms.edit');
  const readOnly = !canEdit;
  const base = `/dashboard/products/${product?.id ?? 'new'}`;
  const editor = useProductEditor({
    product,
    options,
    onCreated: (created) => {
      guard.allowNext();
      void navigate(`/dashboard/products/${created.id}/basic-info`, { replace: true });
    },
  });
  const guard = useUnsavedGuard(editor.form.formState.isDirty);

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      notifyFailure(t('productEditor.actions.failed'), error);
    }
  };
  const copy = () =>
    run(async () => {
      const copied = await productRequests.copy(product!.id);
      notify('green', t('productEditor.actions.copied'));
      void navigate(`/dashboard/products/${copied.id}/basic-info`);
    });
  const remove = () =>
    openConfirm({
      type: 'danger',
      title: t('productEditor.actions.deleteTitle'),
      message: t('productEditor.actions.deleteMessage', {
        name: product!.name,
        interpolation: { escapeValue: true },
      }),
      confirmText: t('productEditor.actions.delete'),
      onConfirm: () =>
        void run(async () => {
          await productRequests.remove(product!.id);
          notify('green', t('productEditor.actions.deleted'));
          guard.allowNext();
          void navigate('/dashboard/products');
        }),
    });

  const panel = (name: EditorTab) => {
    if (!product && savedOnlyTabs.includes(name))
      return <Text c="dimmed">{t('productEditor.saveFirst')}</Text>;
    switch (name) {
      case 'basic-info':
        return <BasicInfoTab options={options} readOnly={readOnly} />;
      case 'descriptions':
        return <DescriptionsTab readOnly={readOnly} />;
      case 'prices':
        return <PricesTab options={options} stored={product?.prices ?? []} readOnly={readOnly} />;
      case 'stock':
        if (!StockPanel) return null;
        return (
          <StockPanel
            productId={product!.id}
            canEdit={canEditStock}
            variants={product!.variants.map((variant) => ({ id: variant.id, sku: variant.sku }))}
          />
        );
      case 'pictures':
        return <PicturesTab readOnly={readOnly} />;
      case 'parameters':
        return <ParametersTab options={options} readOnly={readOnly} />;
      case 'gpsr':
        return <GpsrTab options={options} readOnly={readOnly} />;
      case 'shipping':
        return <ShippingTab readOnly={readOnly} />;
      case 'custom-fields':
        return <CustomFieldsTab options={options} readOnly={readOnly} />;
      case 'history':
        return <HistoryTab productId={product!.id} />;
    }
  };

  return (
    <FormProvider {...editor.form}>
      <Stack gap="md" p={{ base: 'xs', sm: 'md' }} data-testid="product-editor">
        <EditorHeader
          product={product}
          dirty={editor.form.formState.isDirty}
          saving={editor.saving}
          canEdit={canEdit}
          canDelete={canDelete}
          onCopy={() => void copy()}
          onDelete={remove}
          onPdf={() => void run(() => productRequests.downloadPdf(product!))}
          onCsv={() => void run(() => productRequests.downloadCsv(product!))}
          onSave={() => void editor.save()}
        />
        {editor.conflict && (
          <ConflictAlert
            texts={{
              title: t('productEditor.conflict.title'),
              text: t('productEditor.conflict.text'),
              reload: t('productEditor.conflict.reload'),
            }}
            onReload={editor.reload}
          />
        )}
        {readOnly && <Alert color="gray">{t('productEditor.noAccessToEdit')}</Alert>}
        <Tabs value={tab} onChange={(next) => next && void navigate(`${base}/${next}`)} keepMounted={false}>
          <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {editorTabs.map((name) => {
                const label = t(`productEditor.tabs.${name}`);
                const hasError = editor.tabsWithErrors.has(name);
                return (
                  <Tabs.Tab
                    key={name}
                    value={name}
                    color={hasError ? 'red' : undefined}
                    c={hasError ? 'red.8' : undefined}
                    rightSection={hasError ? <IconAlertCircle size={14} aria-hidden /> : undefined}
                    aria-label={hasError ? t('productEditor.tabErrorLabel', { label }) : undefined}
                    data-error={hasError || undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {label}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
          </ScrollArea>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="md">
            <Tabs.Panel value={tab}>
              {ownFormTabs.includes(tab) ? (
                panel(tab)
              ) : (
                // Enter in a field saves; the stock tab has its own form (no nested forms).
                <form
                  onSubmit={(event) => void editor.save(event)}
                  noValidate
                  aria-label={t(`productEditor.tabs.${tab}`)}
                >
                  {panel(tab)}
                </form>
              )}
            </Tabs.Panel>
          </Paper>
        </Tabs>
      </Stack>
    </FormProvider>
  );
}
