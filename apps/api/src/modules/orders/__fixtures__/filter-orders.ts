import type { CreateOrderBody } from '@zaplecze/contract/orders/orders';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { orderBody } from './orders';

/**
 * Four orders that the filter tests tell apart, in this order:
 * A — Allegro, Kraków, invoice, DHL courier, online payment, one pair of headphones (250 zł);
 * B — eBay to Germany in EUR, UPS, card with cash on delivery, two mugs, no external id;
 * C — shop order in the "completed" status, InPost pickup point, transfer, three lines;
 * D — Amazon to Great Britain in the "processing" status, BLIK, one watch.
 */
export function filterSampleOrders(status: Record<string, OrderStatus>): CreateOrderBody[] {
  return [
    orderBody(status.new!.id, {
      source: 'allegro',
      externalId: 'ALG-1001',
      externalUsername: 'anna_n',
      email: 'anna.nowak@wp.pl',
      phoneNumber: '+48 600 100 200',
      prepareInvoice: true,
      deliveryMethod: 'courier',
      courierModule: 'dhl',
      paymentMethod: 'online',
      created: '2024-03-10T12:00:00Z',
      deliveryDateEnd: '2024-03-13T09:00:00Z',
      deliveryAddress: { name: 'Anna', surname: 'Nowak', city: 'Kraków', country: 'PL' },
      products: [
        {
          name: 'Słuchawki bezprzewodowe',
          sku: 'SLU-001',
          ean: '5901111111111',
          productId: 'P-1',
          auction: '12345678901',
          quantity: 1,
          grossPrice: '250.00',
          tax: 23,
        },
      ],
      shipments: [{ courier: 'dhl', trackingNumber: 'DHL123456', status: 'sent' }],
    }),
    orderBody(status.new!.id, {
      source: 'ebay',
      externalId: null,
      email: 'piotr_w@gmail.com',
      orderCountry: 'DE',
      currency: 'EUR',
      deliveryMethod: 'courier',
      courierModule: 'ups',
      paymentMethod: 'card',
      cashOnDelivery: true,
      created: '2024-03-11T23:30:00Z',
      deliveryAddress: { name: 'Piotr', surname: 'Wójcik', city: 'Berlin' },
      products: [
        {
          name: 'Kubek ceramiczny',
          sku: 'KUB-002',
          ean: '5902222222222',
          quantity: 2,
          grossPrice: '40.00',
          tax: 23,
        },
      ],
    }),
    orderBody(status.completed!.id, {
      source: 'shop',
      externalId: 'WWW-77',
      email: 'ola@example.pl',
      deliveryMethod: 'pickup',
      courierModule: 'inpost',
      paymentMethod: 'transfer',
      created: '2024-03-12T10:00:00Z',
      deliveryAddress: { name: 'Ola', surname: 'Mazur', city: 'Warszawa' },
      products: [
        { name: 'Kawa ziarnista', sku: 'KAW-001', quantity: 1, grossPrice: '60.00', tax: 5 },
        { name: 'Herbata', sku: 'HER-001', quantity: 1, grossPrice: '10.50', tax: 5 },
        { name: 'Miód', sku: 'MIO-001', quantity: 5, grossPrice: '10.00', tax: 5 },
      ],
    }),
    orderBody(status.processing!.id, {
      source: 'amazon',
      externalId: 'AMZ-555',
      email: 'john@example.co.uk',
      orderCountry: 'GB',
      paymentMethod: 'blik',
      created: '2024-04-01T10:00:00Z',
      deliveryAddress: { name: 'John', surname: 'Smith', city: 'London' },
      products: [{ name: 'Zegarek sportowy', sku: 'ZEG-001', quantity: 1, grossPrice: '100.00', tax: 23 }],
    }),
  ];
}
