import { addTranslations } from '../../../lib/i18n';

/**
 * English names of the filter catalogue's fields, categories and operators. The Polish names live in
 * the contract (they are the default value of each key), so only English is listed here.
 */
addTranslations({
  pl: {},
  en: {
    orders: {
      filterLabels: {
        categories: {
          order: 'Order',
          client: 'Client',
          product: 'Product',
          delivery: 'Delivery',
          payment: 'Payment',
        },
        fields: {
          status: 'Status',
          orderId: 'Order number',
          externalId: 'External ID',
          auctionId: 'Auction number',
          source: 'Source',
          orderDate: 'Order date',
          orderValue: 'Order value (gross)',
          clientName: 'Client name',
          login: 'Login',
          email: 'E-mail',
          phone: 'Phone',
          city: 'City',
          country: 'Country',
          productName: 'Product name',
          ean: 'EAN',
          sku: 'SKU',
          productId: 'Product ID',
          quantity: 'Quantity',
          deliveryMethod: 'Delivery method',
          courierModule: 'Courier module',
          trackingNumber: 'Tracking number',
          deliveryDays: 'Delivery time (days)',
          paymentMethod: 'Payment method',
          cashOnDelivery: 'Cash on delivery',
          currency: 'Currency',
          salesDocument: 'Sales document',
        },
        operators: {
          equals: 'equals',
          contains: 'contains',
          startsWith: 'starts with',
          endsWith: 'ends with',
          notEquals: 'does not equal',
          notContains: 'does not contain',
          isEmpty: 'is empty',
          isNotEmpty: 'is not empty',
          greaterThan: 'greater than',
          lessThan: 'less than',
          greaterThanOrEqual: 'greater than or equal to',
          lessThanOrEqual: 'less than or equal to',
          before: 'before',
          after: 'after',
        },
      },
    },
  },
});
