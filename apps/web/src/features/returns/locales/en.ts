import type { returnsPl } from './pl';

export const returnsEn: typeof returnsPl = {
  returns: {
    title: 'Returns',
    subtitle: "Returns of all the account's orders. A return is registered on the order's page.",
    empty: 'No returns match the criteria.',
    loadError: 'Could not load the returns.',
    orderLink: 'Order #{{no}}',
    range: '{{from}}–{{to}} of {{count}}',
    pageSize: 'Items per page',
    columns: {
      number: 'Return number',
      externalId: 'External id',
      order: 'Order',
      client: 'Client',
      quantity: 'Pieces',
      refund: 'Refund',
      status: 'Status',
      created: 'Date',
    },
    filters: {
      search: 'Search',
      searchPlaceholder: 'Number, external id, order no., client',
      status: 'Status',
      allStatuses: 'All statuses',
      dates: 'Return date',
      datesPlaceholder: 'From – to',
      apply: 'Search',
    },
    pager: {
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
    },
  },
};
