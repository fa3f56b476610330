import type { DocumentType } from '@zaplecze/contract/orders/order-cards';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const documentTypeLabels: Record<DocumentType, string> = { receipt: 'Paragon', invoice: 'Faktura' };
