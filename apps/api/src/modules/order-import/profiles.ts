import { orderExportHeaders, type OrderExportColumn } from '@zaplecze/contract/orders/export';
import type { OrderImportField, OrderImportProfileId } from '@zaplecze/contract/orders/order-import';

/**
 * Platform profiles of the orders import: which header set a file carries, how its columns map
 * to the import's fields and which field groups its rows into orders (one row per line item).
 * Shopify's columns follow its published orders export (Admin > Orders > Export); the generic
 * profile is exactly our own orders export (`orderExportHeaders`), so an export re-imports mapped.
 */
export interface OrderImportProfile {
  id: OrderImportProfileId;
  /** Headers that must all be present for the profile to be recognised. */
  anchors: string[];
  /** Header → field; headers not listed are left unmapped. */
  columns: Record<string, OrderImportField>;
  /** Rows sharing this field's value are one order (its lines). */
  groupBy: OrderImportField;
}

const shopify: OrderImportProfile = {
  id: 'shopify',
  anchors: ['Name', 'Lineitem name', 'Lineitem quantity', 'Lineitem price'],
  groupBy: 'externalId',
  columns: {
    Name: 'externalId',
    Email: 'email',
    'Financial Status': 'financialStatus',
    'Paid at': 'paidAt',
    'Fulfillment Status': 'fulfillmentStatus',
    Currency: 'currency',
    Shipping: 'shippingCost',
    Total: 'totalGross',
    'Discount Code': 'discountCoupon',
    'Discount Amount': 'discount',
    'Shipping Method': 'deliveryMethod',
    'Created at': 'createdAt',
    'Lineitem quantity': 'lineQuantity',
    'Lineitem name': 'lineName',
    'Lineitem price': 'lineGrossPrice',
    'Lineitem sku': 'lineSku',
    'Billing Name': 'billingFullName',
    'Billing Address1': 'billingStreet',
    'Billing Address2': 'billingStreet2',
    'Billing Company': 'billingCompany',
    'Billing City': 'billingCity',
    'Billing Zip': 'billingZip',
    'Billing Country': 'billingCountry',
    'Billing Phone': 'billingPhone',
    'Shipping Name': 'deliveryFullName',
    'Shipping Address1': 'deliveryStreet',
    'Shipping Address2': 'deliveryStreet2',
    'Shipping Company': 'deliveryCompany',
    'Shipping City': 'deliveryCity',
    'Shipping Zip': 'deliveryZip',
    'Shipping Country': 'deliveryCountry',
    'Shipping Phone': 'deliveryPhone',
    Notes: 'customerComment',
    'Payment Method': 'paymentMethod',
    'Outstanding Balance': 'outstanding',
    'Tax 1 Name': 'taxName',
    Phone: 'phone',
  },
};

/**
 * WooCommerce's Customer/Order CSV Export, "Default – One Row per Item" (headers are its column
 * keys): item totals are net with their tax beside them.
 */
const woocommerce: OrderImportProfile = {
  id: 'woocommerce',
  anchors: ['order_number', 'item_name', 'item_quantity'],
  groupBy: 'externalId',
  columns: {
    order_number: 'externalId',
    order_date: 'createdAt',
    status: 'fulfillmentStatus',
    shipping_total: 'shippingCost',
    discount_total: 'discount',
    order_total: 'totalGross',
    order_currency: 'currency',
    payment_method: 'paymentMethod',
    shipping_method: 'deliveryMethod',
    billing_first_name: 'billingName',
    billing_last_name: 'billingSurname',
    billing_company: 'billingCompany',
    billing_email: 'email',
    billing_phone: 'phone',
    billing_address_1: 'billingStreet',
    billing_address_2: 'billingStreet2',
    billing_postcode: 'billingZip',
    billing_city: 'billingCity',
    billing_country: 'billingCountry',
    shipping_first_name: 'deliveryName',
    shipping_last_name: 'deliverySurname',
    shipping_company: 'deliveryCompany',
    shipping_address_1: 'deliveryStreet',
    shipping_address_2: 'deliveryStreet2',
    shipping_postcode: 'deliveryZip',
    shipping_city: 'deliveryCity',
    shipping_country: 'deliveryCountry',
    customer_note: 'customerComment',
    item_name: 'lineName',
    item_sku: 'lineSku',
    item_quantity: 'lineQuantity',
    item_total: 'lineNetTotal',
    item_total_tax: 'lineTaxTotal',
  },
};

/**
 * PrestaShop's orders list exported from the back office (Orders › Export): the list's columns
 * with their English titles (`AdminOrdersController::$fields_list`: ID, Reference, New client,
 * Delivery, Customer, [Company], Total, Payment, Status, Date), `;`-separated, one row per order and
 * no product lines, so its orders update existing ones (status, payment, total) or are created empty.
 * `ID` is PrestaShop's internal number, never ours; `Reference` is the order's key.
 */
const prestashop: OrderImportProfile = {
  id: 'prestashop',
  anchors: ['Reference', 'New client', 'Customer', 'Total', 'Payment', 'Status', 'Date'],
  groupBy: 'externalId',
  columns: {
    Reference: 'externalId',
    Delivery: 'deliveryCountry',
    Customer: 'deliveryFullName',
    Company: 'companyName',
    Total: 'totalGross',
    Payment: 'paymentMethod',
    Status: 'fulfillmentStatus',
    Date: 'createdAt',
  },
};

/**
 * BaseLinker's orders as its API's `getOrders` returns them, flattened to one row per product
 * (the product's fields prefixed `products.`): dates as Unix seconds, `payment_done` the amount
 * paid, `delivery_price` gross, product prices gross with their VAT rate.
 */
const baselinker: OrderImportProfile = {
  id: 'baselinker',
  anchors: ['order_id', 'delivery_fullname', 'products.name'],
  groupBy: 'externalId',
  columns: {
    order_id: 'externalId',
    date_add: 'createdAt',
    currency: 'currency',
    payment_method: 'paymentMethod',
    payment_method_cod: 'cashOnDelivery',
    payment_done: 'alreadyPaid',
    delivery_method: 'deliveryMethod',
    delivery_price: 'shippingCost',
    email: 'email',
    phone: 'phone',
    user_login: 'buyerLogin',
    user_comments: 'customerComment',
    admin_comments: 'orderNote',
    want_invoice: 'invoice',
    delivery_fullname: 'deliveryFullName',
    delivery_company: 'deliveryCompany',
    delivery_address: 'deliveryStreet',
    delivery_postcode: 'deliveryZip',
    delivery_city: 'deliveryCity',
    delivery_country_code: 'deliveryCountry',
    invoice_fullname: 'billingFullName',
    invoice_company: 'billingCompany',
    invoice_nip: 'billingNip',
    invoice_address: 'billingStreet',
    invoice_postcode: 'billingZip',
    invoice_city: 'billingCity',
    invoice_country_code: 'billingCountry',
    'products.name': 'lineName',
    'products.sku': 'lineSku',
    'products.ean': 'lineEan',
    'products.price_brutto': 'lineGrossPrice',
    'products.tax_rate': 'lineTax',
    'products.quantity': 'lineQuantity',
  },
};

/** Our export's column → the import's field (the two lists name the same things). */
const exportFields: Record<OrderExportColumn, OrderImportField | null> = {
  number: 'number',
  externalId: 'externalId',
  source: 'source',
  createdAt: 'createdAt',
  status: 'status',
  currency: 'currency',
  totalGross: 'totalGross',
  totalNet: null,
  alreadyPaid: 'alreadyPaid',
  discount: 'discount',
  paymentMethod: 'paymentMethod',
  cashOnDelivery: 'cashOnDelivery',
  deliveryMethod: 'deliveryMethod',
  customerName: null,
  buyerLogin: 'buyerLogin',
  email: 'email',
  phone: 'phone',
  companyName: 'companyName',
  nip: 'nip',
  invoice: 'invoice',
  deliveryName: 'deliveryName',
  deliverySurname: 'deliverySurname',
  deliveryCompany: 'deliveryCompany',
  deliveryStreet: 'deliveryStreet',
  deliveryBuilding: 'deliveryBuilding',
  deliveryFlat: 'deliveryFlat',
  deliveryZip: 'deliveryZip',
  deliveryCity: 'deliveryCity',
  deliveryCountry: 'deliveryCountry',
  billingName: 'billingName',
  billingSurname: 'billingSurname',
  billingCompany: 'billingCompany',
  billingNip: 'billingNip',
  billingStreet: 'billingStreet',
  billingBuilding: 'billingBuilding',
  billingFlat: 'billingFlat',
  billingZip: 'billingZip',
  billingCity: 'billingCity',
  billingCountry: 'billingCountry',
  customerComment: 'customerComment',
  orderNote: 'orderNote',
  products: null,
  linePosition: null,
  lineSku: 'lineSku',
  lineEan: 'lineEan',
  lineName: 'lineName',
  lineQuantity: 'lineQuantity',
  lineGrossPrice: 'lineGrossPrice',
  lineTax: 'lineTax',
  lineGrossTotal: null,
};

const generic: OrderImportProfile = {
  id: 'generic',
  anchors: [orderExportHeaders.number, orderExportHeaders.currency],
  groupBy: 'number',
  columns: Object.fromEntries(
    (Object.entries(exportFields) as [OrderExportColumn, OrderImportField | null][])
      .filter((entry): entry is [OrderExportColumn, OrderImportField] => entry[1] !== null)
      .map(([column, field]) => [orderExportHeaders[column], field]),
  ),
};

export const orderImportProfiles: OrderImportProfile[] = [
  shopify,
  woocommerce,
  prestashop,
  baselinker,
  generic,
];

const norm = (header: string) => header.trim().toLowerCase();

/** The profile whose anchors are all in the header (compared without case), or null. */
export function recogniseProfile(header: string[]): OrderImportProfile | null {
  const present = new Set(header.map(norm));
  return orderImportProfiles.find((profile) => profile.anchors.every((a) => present.has(norm(a)))) ?? null;
}

/** Column index → field for the header: the profile's names first, each field taken once. */
export function autoMapping(
  header: string[],
  profile: OrderImportProfile | null,
): (OrderImportField | null)[] {
  const byName = new Map(
    Object.entries(profile?.columns ?? genericColumns()).map(([name, field]) => [norm(name), field]),
  );
  const taken = new Set<OrderImportField>();
  return header.map((name) => {
    const field = byName.get(norm(name));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

const genericColumns = () => generic.columns;
