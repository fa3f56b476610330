import type { ProductExportDescriptions } from '@zaplecze/contract/products/products-list';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { countPl } from '@zaplecze/contract/common/plural';
import { productForms, type ProductListItem } from '@zaplecze/contract/products/products-list';
import { openConfirm } from '../../../components/confirm-modal';
import { downloadFile } from '../../../lib/authorized-fetch';
import { notify, notifyFailure } from '../../../lib/notify';
import { type FilterParams } from './api/keys';
import { useProductsMutations } from './api/products-mutations';
import type { JobRef } from './components/job-card';
import type { RowAction } from './components/row-menu';

export type BulkTarget = { ids: string[] } | { query: FilterParams };

/**
 * What the list does: row actions, bulk archive/delete behind the spec's confirm dialog, exports;
 * long work comes back as jobs shown as progress cards.
 */
export function useListActions(clearSelection: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutations = useProductsMutations();
  const [jobs, setJobs] = useState<JobRef[]>([]);
  const addJob = (job: JobRef) => setJobs((current) => [job, ...current]);

  const confirm = (operation: 'delete' | 'archive', count: number, run: () => Promise<void>) =>
    openConfirm({
      type: operation === 'delete' ? 'danger' : 'warning',
      title: t('productsList.confirmTitle'),
      message: `${t('productsList.confirmQuestion', {
        operation: t(
          operation === 'delete' ? 'productsList.operationDelete' : 'productsList.operationArchive',
        ),
        what: countPl(count, productForms),
      })}<br>${t(operation === 'delete' ? 'productsList.confirmNote' : 'productsList.archiveNote')}`,
      confirmText: t(operation === 'delete' ? 'productsList.confirmDelete' : 'productsList.confirmOther'),
      cancelText: t('productsList.cancel'),
      // Spec 002 §4: confirming runs it, clears the selection and closes; a failure is reported, not thrown.
      onConfirm: () => void run().finally(clearSelection),
    });

  const bulk = (action: 'archive' | 'delete', target: BulkTarget, count: number) =>
    confirm(action, count, async () => {
      try {
        const result = await mutations.bulk.mutateAsync({ action, ...target });
        if ('jobId' in result) addJob({ kind: 'bulk', id: result.jobId });
        else notify('green', result.message);
      } catch (error) {
        notifyFailure(t('productsList.jobFailed'), error);
      }
    });

  const exportList = async (
    format: 'csv' | 'xlsx',
    descriptions: ProductExportDescriptions,
    query: FilterParams,
  ) => {
    try {
      const { jobId } = await mutations.exportList.mutateAsync({ format, descriptions, query });
      addJob({ kind: 'export', id: jobId });
    } catch (error) {
      notifyFailure(t('productsList.jobFailed'), error);
    }
  };

  const onRowAction = (action: RowAction, product: ProductListItem) => {
    const base = `/dashboard/products/${product.id}`;
    if (action === 'view') return void navigate(base);
    if (action === 'edit') return void navigate(`${base}/basic-info`);
    if (action === 'pdf' || action === 'csv')
      return void downloadFile(`/api/products/${product.id}/${action}`, `${product.sku}.${action}`).catch(
        (error: unknown) => notifyFailure(t('productsList.jobFailed'), error),
      );
    if (action === 'copy')
      return void mutations.copy.mutateAsync(product.id).then(
        (copy) => {
          notify('green', t('productsList.copied'));
          void navigate(`/dashboard/products/${copy.id}`);
        },
        (error: unknown) => notifyFailure(t('productsList.jobFailed'), error),
      );
    confirm('delete', 1, async () => {
      try {
        await mutations.remove.mutateAsync(product.id);
        notify('green', t('productsList.deleted'));
      } catch (error) {
        notifyFailure(t('productsList.jobFailed'), error);
      }
    });
  };

  return {
    jobs,
    dismissJob: (id: string) => setJobs((current) => current.filter((job) => job.id !== id)),
    jobDone: () => void mutations.refresh(),
    bulk,
    exportList,
    onRowAction,
  };
}
