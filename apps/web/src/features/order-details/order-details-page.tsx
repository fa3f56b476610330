import { useTranslation } from '../../lib/i18n';
import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../components/page-states';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useOrder } from './api/get-order';
import { OrderDetailsView, type ExtraOrderCards } from './components/order-details-view';
import { OrderNotFound } from './components/order-not-found';
import './translations';

/** /dashboard/orders/{id}: the order details page (spec 001 §2.8). */
export function Component({ extraCards }: { extraCards?: ExtraOrderCards }) {
  const { id = '' } = useParams();
  // A new id is a new page: card edit modes and dialogs of the previous order must not carry over.
  return <OrderDetailsPage key={id} orderId={id} extraCards={extraCards} />;
}

function OrderDetailsPage({ orderId, extraCards }: { orderId: string; extraCards?: ExtraOrderCards }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  usePageTitle(order.data ? t('orderDetails.pageTitle', { no: order.data.no }) : t('nav.orders'));

  if (order.data) return <OrderDetailsView order={order.data} extraCards={extraCards} />;
  if (order.isPending) return <LoadingState label={t('orderDetails.loading')} />;
  const status = order.error instanceof ApiError ? order.error.status : 0;
  if (status === 404 || status === 400) return <OrderNotFound />;
  return <ErrorState message={t('orderDetails.loadError')} onRetry={() => void order.refetch()} />;
}
