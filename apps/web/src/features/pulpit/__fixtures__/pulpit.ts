import type { PulpitResponse } from '@zaplecze/contract/pulpit/pulpit';

const pln = (amount: string) => ({ amount, currency: 'PLN' });

export function pulpitData(overrides: Partial<PulpitResponse> = {}): PulpitResponse {
  return {
    period: 'today',
    range: { from: '2026-03-29', to: '2026-03-29', days: 1 },
    previous: { from: '2026-03-28', to: '2026-03-28', days: 1 },
    orders: {
      figures: {
        orders: { value: 1234, previous: 822, changePct: 50.1 },
        sales: { value: pln('1234.56'), previous: pln('2000.00'), changePct: -38.3 },
        averageOrder: { value: pln('125.25'), previous: pln('65.00'), changePct: 92.7 },
        shipped: { value: 3, previous: 3, changePct: 0 },
        returns: { value: 2, previous: 0, changePct: null },
        waiting: 22,
        otherCurrencies: [{ amount: '40.00', currency: 'EUR' }],
      },
      perDay: [{ day: '2026-03-29', orders: 1234, sales: '1234.56' }],
      bySource: [
        { source: 'allegro', orders: 1000, sales: '1000.00' },
        { source: 'shop', orders: 234, sales: '234.56' },
      ],
      byStatusGroup: [
        {
          groupId: 'g1',
          name: 'Do realizacji',
          color: '#3357FF',
          orders: 1234,
          statuses: [{ statusId: 's1', name: 'Nowe', color: '#3357FF', orders: 1234 }],
        },
      ],
      topByQuantity: [{ name: 'Kubek ceramiczny', sku: 'KUB-1', quantity: 25, value: '624.75' }],
      topByValue: [{ name: 'Kubek ceramiczny', sku: 'KUB-1', quantity: 25, value: '624.75' }],
      pendingStatusIds: ['s1', 's2'],
    },
    attention: {
      waitingOrders: { count: 12, days: 3, before: '2026-03-26' },
      lowStock: { count: 1000, capped: true },
      outOfStockReserved: { count: 2, capped: false },
      imports: null,
      licence: {
        planName: 'Darmowy',
        isTrial: true,
        daysLeft: 5,
        usage: [
          { kind: 'orders', used: 1234, limit: 5000 },
          { kind: 'imports', used: null, limit: 1 },
        ],
      },
    },
    ...overrides,
  };
}

export function emptyPulpit(): PulpitResponse {
  const data = pulpitData();
  const zero = { value: 0, previous: 0, changePct: null };
  const zeroMoney = { value: pln('0.00'), previous: pln('0.00'), changePct: null };
  return {
    ...data,
    orders: {
      ...data.orders!,
      figures: {
        orders: zero,
        sales: zeroMoney,
        averageOrder: zeroMoney,
        shipped: zero,
        returns: zero,
        waiting: 0,
        otherCurrencies: [],
      },
      perDay: [{ day: '2026-03-29', orders: 0, sales: '0.00' }],
      bySource: [],
      byStatusGroup: [],
      topByQuantity: [],
      topByValue: [],
    },
  };
}
