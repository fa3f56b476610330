import type { ExternalNames, StatusCode } from '@zaplecze/contract/order-statuses/order-statuses';

export interface DefaultStatus {
  internalName: string;
  externalName: ExternalNames;
  color: string;
  code: StatusCode | null;
}

/**
 * The statuses every new account starts with, by group in display order. Those with a code are
 * protected: orders start as 'new', the summary counts 'processing' and 'completed', and
 * cancellations land on 'cancelled'. The data migration 0005 gives existing accounts the same set.
 */
export const defaultStatusGroups: { name: string; statuses: DefaultStatus[] }[] = [
  {
    name: 'Do realizacji',
    statuses: [
      {
        internalName: 'Nowe',
        externalName: { pl: 'Nowe', en: 'New', de: 'Neu' },
        color: '#3357FF',
        code: 'new',
      },
      {
        internalName: 'Oczekuje na płatność',
        externalName: { pl: 'Oczekuje na płatność', en: 'Awaiting payment', de: 'Zahlung ausstehend' },
        color: '#F3FF33',
        code: null,
      },
    ],
  },
  {
    name: 'W realizacji',
    statuses: [
      {
        internalName: 'W realizacji',
        externalName: { pl: 'W realizacji', en: 'Processing', de: 'In Bearbeitung' },
        color: '#FF8033',
        code: 'processing',
      },
      {
        internalName: 'Gotowe do wysyłki',
        externalName: { pl: 'Gotowe do wysyłki', en: 'Ready to ship', de: 'Versandbereit' },
        color: '#8033FF',
        code: null,
      },
      {
        internalName: 'Wysłane',
        externalName: { pl: 'Wysłane', en: 'Shipped', de: 'Versendet' },
        color: '#33FFF3',
        code: null,
      },
    ],
  },
  {
    name: 'Zakończone',
    statuses: [
      {
        internalName: 'Dostarczone',
        externalName: { pl: 'Dostarczone', en: 'Delivered', de: 'Zugestellt' },
        color: '#33FF57',
        code: 'completed',
      },
      {
        internalName: 'Anulowane',
        externalName: { pl: 'Anulowane', en: 'Cancelled', de: 'Storniert' },
        color: '#FF5733',
        code: 'cancelled',
      },
      {
        internalName: 'Zwrócone',
        externalName: { pl: 'Zwrócone', en: 'Returned', de: 'Zurückgesendet' },
        color: '#FF3380',
        code: null,
      },
    ],
  },
];
