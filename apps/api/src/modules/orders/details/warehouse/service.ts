import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { stockMessages, type orderWarehouseBody } from '@zaplecze/contract/stock/stock';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { orderPlacement } from '../../../stock/service';
import type { Actor } from '../../create';
import { mutateOrder } from '../mutation';

/**
 * PUT /api/orders/:id/warehouse: the order's warehouse and price list. Its reservations move
 * with it (released in the old warehouse, reserved in the new one, by the order's stock sync in
 * the same transaction); too little stock in the new warehouse refuses the change (409).
 * Without a price list the order keeps its own.
 */
export function changeOrderWarehouse(
  db: Db,
  actor: Actor,
  id: string,
  body: z.output<typeof orderWarehouseBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const placement = await orderPlacement(
      tx,
      actor.accountId,
      body.warehouseId,
      body.priceListId === undefined ? row.priceListId : body.priceListId,
    );
    const values = {
      ...(placement.warehouseId !== row.warehouseId ? { warehouseId: placement.warehouseId } : {}),
      ...(placement.priceListId !== row.priceListId ? { priceListId: placement.priceListId } : {}),
    };
    if (Object.keys(values).length === 0) return null;
    return {
      values,
      audit: {
        changes: Object.fromEntries(
          Object.entries(values).map(([key, value]) => [
            key,
            { before: row[key as keyof typeof values], after: value },
          ]),
        ),
      },
      message: stockMessages.warehouseChanged,
    };
  });
}
