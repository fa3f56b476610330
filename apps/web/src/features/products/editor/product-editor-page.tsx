import './translations';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEditorOptions } from './api/get-editor-options';
import { useProduct } from './api/get-product';
import { ProductNotFound } from './components/editor-states';
import { ProductEditorForm, type StockTab } from './product-editor-form';
import { defaultTab, tabFromParam } from './tabs';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/dashboard/products/new`, `/dashboard/products/{id}` (→ basic-info) and
 * `/dashboard/products/{id}/{tab}`; `edit` is an alias of basic-info (the list links there).
 */
export function Component({ stockTab }: { stockTab?: StockTab }) {
  const { t } = useTranslation();
  const { id = 'new', tab: tabParam } = useParams();
  const isNew = id === 'new';
  // A malformed id cannot name a product: not found, without asking the server.
  const malformed = !isNew && !uuidPattern.test(id);
  const tab = tabFromParam(tabParam);
  const product = useProduct(isNew || malformed ? null : id);
  const options = useEditorOptions();
  const editorOptions = options.data;
  usePageTitle(isNew ? t('productEditor.newTitle') : (product.data?.name ?? t('nav.products')));

  if (malformed) return <ProductNotFound />;
  if (!isNew && (tabParam === undefined || tab === null))
    return <Navigate to={`/dashboard/products/${id}/${defaultTab}`} replace />;
  if (isNew && tab === null) return <Navigate to="/dashboard/products/new" replace />;
  if (product.error instanceof ApiError && product.error.status === 404) return <ProductNotFound />;
  const failed = options.isError || product.isError;
  if (failed)
    return (
      <Stack p="md">
        <ErrorState
          message={(options.error ?? product.error)?.message ?? t('productEditor.loadFailed')}
          onRetry={() => {
            if (options.isError) void options.refetch();
            if (product.isError) void product.refetch();
          }}
        />
      </Stack>
    );
  if (!editorOptions || (!isNew && !product.data)) return <LoadingState label={t('productEditor.loading')} />;
  return (
    <ProductEditorForm
      key={isNew ? 'new' : id}
      product={isNew ? null : product.data!}
      options={editorOptions}
      tab={tab ?? defaultTab}
      stockTab={stockTab}
    />
  );
}
