import { z } from 'zod';
import { stockMovementKinds, type StockMovementKind } from '../products/products';

/**
 * Stock of a catalogue product per warehouse, the orders holding it and the movements that explain
 * it (DESIGN.md §3 Stock); the catalogue search of an order's 'add product'.
 */

export const stockMessages = {
  insufficient: (sku: string, warehouse: string, available: number, needed: number) =>
    `Brak wystarczającego stanu: ${sku} w magazynie ${warehouse} (dostępne: ${available}, potrzeba: ${needed})`,
  productNotFound: 'Nie znaleziono produktu.',
  warehouseNotFound: 'Wybrany magazyn nie istnieje',
  variantNotFound: 'Wybrany wariant nie należy do produktu',
  priceListNotFound: 'Wybrany cennik nie istnieje',
  onHandInvalid: 'Stan musi być liczbą całkowitą od -1 000 000 do 1 000 000',
  reasonTooLong: 'Powód może mieć najwyżej 200 znaków',
  levelDuplicated: 'Ten magazyn i wariant podano dwa razy',
  catalogProductNotFound: 'Wybrany produkt nie istnieje w katalogu',
  variableNotSellable: 'Produkt z wariantami: wybierz wariant',
  saved: 'Stany magazynowe zostały zapisane',
  warehouseChanged: 'Magazyn zamówienia został zmieniony',
} as const;

/** Polish names of the movement kinds, for the product's stock tab. */
export const stockMovementKindLabels: Record<StockMovementKind, string> = {
  adjustment: 'Korekta',
  import: 'Import',
  reservation: 'Rezerwacja',
  release: 'Zwolnienie rezerwacji',
  consumption: 'Wydanie z rezerwacji',
  sale: 'Sprzedaż',
  return: 'Zwrot',
};

export const stockLevel = z.object({
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  variantId: z.uuid().nullable(),
  variantSku: z.string().nullable(),
  locationId: z.uuid().nullable(),
  locationCode: z.string().nullable(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});
export type StockLevel = z.infer<typeof stockLevel>;

export const stockReservationView = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNo: z.number().int(),
  variantId: z.uuid().nullable(),
  warehouseName: z.string(),
  quantity: z.number().int(),
  created: z.iso.datetime(),
});
export type StockReservationView = z.infer<typeof stockReservationView>;

export const stockMovementView = z.object({
  kind: z.enum(stockMovementKinds),
  onHandDelta: z.number().int(),
  reservedDelta: z.number().int(),
  reason: z.string().nullable(),
  orderId: z.uuid().nullable(),
  orderNo: z.number().int().nullable(),
  userName: z.string().nullable(),
  created: z.iso.datetime(),
  warehouseName: z.string(),
  variantSku: z.string().nullable(),
});
export type StockMovementView = z.infer<typeof stockMovementView>;

export const productStockResponse = z
  .object({
    levels: z.array(stockLevel),
    reservations: z.array(stockReservationView),
    movements: z.array(stockMovementView),
  })
  .meta({ id: 'ProductStock' });
export type ProductStock = z.infer<typeof productStockResponse>;

export const maxStockQuantity = 1_000_000;
export const stockReasonMaxLength = 200;

export const putProductStockBody = z.object({
  levels: z
    .array(
      z.object({
        warehouseId: z.uuid({ error: stockMessages.warehouseNotFound }),
        variantId: z.uuid({ error: stockMessages.variantNotFound }).nullable().default(null),
        locationId: z.uuid().nullable().default(null),
        onHand: z
          .number({ error: stockMessages.onHandInvalid })
          .int(stockMessages.onHandInvalid)
          .min(-maxStockQuantity, stockMessages.onHandInvalid)
          .max(maxStockQuantity, stockMessages.onHandInvalid),
      }),
    )
    .max(500),
  reason: z
    .string()
    .trim()
    .max(stockReasonMaxLength, stockMessages.reasonTooLong)
    .nullish()
    .transform((value) => value || null),
});
export type PutProductStockBody = z.input<typeof putProductStockBody>;

export const productLookupQuery = z.object({
  q: z.string().trim().max(100).default(''),
  priceListId: z.uuid({ error: stockMessages.priceListNotFound }).optional(),
  /** Availability in this warehouse (the order's); across all warehouses without it. */
  warehouseId: z.uuid({ error: stockMessages.warehouseNotFound }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ProductLookupQuery = z.input<typeof productLookupQuery>;

export const productLookupItem = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  sku: z.string(),
  ean: z.string().nullable(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** Gross unit price in the price list, "12.30"; null when the product has no price there. */
  grossPrice: z.string().nullable(),
  currency: z.string(),
  tax: z.number().int(),
  available: z.number().int(),
});
export type ProductLookupItem = z.infer<typeof productLookupItem>;

export const productLookupResponse = z
  .object({ data: z.array(productLookupItem) })
  .meta({ id: 'ProductLookup' });
export type ProductLookupResponse = z.infer<typeof productLookupResponse>;

/** PUT /api/orders/:id/warehouse: the order's warehouse (reservations move) and price list. */
export const orderWarehouseBody = z.object({
  version: z.number({ error: 'Brak wersji rekordu' }).int().min(1),
  warehouseId: z.uuid({ error: stockMessages.warehouseNotFound }).nullable(),
  priceListId: z.uuid({ error: stockMessages.priceListNotFound }).nullish(),
});
export type OrderWarehouseBody = z.input<typeof orderWarehouseBody>;
