import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { OrderStatus, OrderStatusGroup } from '@zaplecze/contract/order-statuses/order-statuses';
import type { Order } from '@zaplecze/contract/orders/orders';
import { sessionStore } from '../../../lib/session';

export const orderId = '8f0c3c52-7b1e-4d55-9a3b-1c2d3e4f5a01';
export const otherOrderId = '8f0c3c52-7b1e-4d55-9a3b-1c2d3e4f5a02';

const groupId = '0b5f2a52-5f0e-4c3b-9a51-1f6a1c0e7a01';
export const groups: OrderStatusGroup[] = [
  { id: groupId, name: 'Do realizacji', order: 1, version: 1, modifiedAt: '2026-01-01T10:00:00.000Z' },
];

const status = (suffix: string, fields: Partial<OrderStatus>): OrderStatus => ({
  id: `5c1d7e0a-3b7e-4f8e-8a1a-2e4b6c8d0f${suffix}`,
  internalName: 'Status',
  externalName: {},
  color: '#3357FF',
  order: 1,
  groupId: null,
  isProtected: false,
  code: null,
  version: 1,
  modifiedAt: '2026-01-01T10:00:00.000Z',
  ...fields,
});

export const statuses: OrderStatus[] = [
  status('01', { internalName: 'Nowe', groupId, code: 'new' }),
  status('02', { internalName: 'Wysłane', groupId, order: 2, color: '#33FFF3' }),
  status('03', { internalName: 'Do wyjaśnienia', color: '#FF33F3' }),
];

const money = (amount: string) => ({ amount, currency: 'PLN' });

export function anOrder(fields: Partial<Order> = {}): Order {
  return {
    id: orderId,
    no: 42,
    externalId: 'ALG-42',
    externalUsername: null,
    integrationId: null,
    source: 'allegro',
    statusId: statuses[0]!.id,
    totalValuePrice: money('81.30'),
    totalValueGrossPrice: money('100.00'),
    alreadyPaidPrice: money('30.00'),
    alreadyPaidPriceDate: '2026-03-02T10:00:00.000Z',
    discountPrice: money('0.00'),
    discountCoupon: null,
    email: 'jan@example.pl',
    phoneNumber: '+48 600 100 200',
    companyName: 'Allegro',
    vatRegistrationNumber: null,
    prepareInvoice: false,
    orderNote: null,
    customerComment: null,
    buyerId: null,
    externalStatus: null,
    requiresMappingReview: false,
    isCancelled: false,
    cancelReason: null,
    shipmentDateEnd: null,
    deliveryDateEnd: null,
    fileDocumentIds: [],
    fileAttachmentsIds: [],
    orderLanguage: 'pl',
    currency: 'PLN',
    deliveryMethod: 'courier',
    courierModule: null,
    paymentMethod: 'transfer',
    cashOnDelivery: false,
    customerName: 'Jan Kowalski',
    warehouseId: null,
    priceListId: null,
    archivedAt: null,
    created: '2026-03-01T09:15:00.000Z',
    modified: '2026-03-02T10:00:00.000Z',
    createdBy: null,
    modifiedBy: null,
    version: 3,
    deliveryAddress: {
      name: 'Jan',
      surname: 'Kowalski',
      companyName: null,
      nip: null,
      street: 'Długa',
      buildingNumber: '5',
      flatNumber: null,
      zipCode: '00-001',
      city: 'Warszawa',
      country: 'PL',
      region: null,
      isEditable: true,
    },
    customerBillingAddress: null,
    pickupAddress: null,
    products: [
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        orderId,
        productId: null,
        productVariantId: null,
        catalogProductId: null,
        catalogVariantId: null,
        name: 'Kubek ceramiczny',
        url: null,
        imageUrl: null,
        ean: null,
        sku: 'KUB-1',
        auction: null,
        quantity: 2,
        price: money('40.65'),
        grossPrice: money('50.00'),
        grossTotalPrice: money('100.00'),
        tax: 23,
        position: 1,
      },
    ],
    shipments: [],
    payments: [],
    notes: [],
    returns: [],
    statusHistory: [],
    syncLog: [],
    ...fields,
  };
}

export const mutation = (order: Order, message: string, changed = true): OrderMutation => ({
  order,
  changed,
  message,
});

export const countries = {
  data: [
    { code: 'DE', name: 'Niemcy' },
    { code: 'PL', name: 'Polska' },
  ],
};

export function signInWith(permissions: string[]) {
  sessionStore.signIn('token', {
    id: '7d3c4e1a-1111-4a2b-8c3d-000000000001',
    username: 'ola',
    email: 'ola@sklep.pl',
    displayName: 'Ola',
    accountId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
    companyName: 'Sklep Oli',
    role: { isAdmin: false },
    permissions,
  });
}
