import { reservationTimingLabels, type Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import type { WarehouseWithNames } from './repository';

export const warehouseTarget = 'warehouse';

export interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

export function toWarehouse(row: WarehouseWithNames): Warehouse {
  return {
    id: row.id,
    name: row.name,
    systemId: row.systemId,
    isDefault: row.isDefault,
    hierarchyPosition: row.hierarchyPosition,
    defaultPriceListId: row.defaultPriceListId,
    defaultPriceListName: row.defaultPriceListName,
    allowNegativeStock: row.allowNegativeStock,
    reservationTiming: row.reservationTiming,
    cancellationStatusId: row.cancellationStatusId,
    cancellationStatusName: row.cancellationStatusName,
    reservationStatusId: row.reservationStatusId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

/** What an audit entry compares; references by their names, which a reader understands. */
export function auditedWarehouseFields(row: WarehouseWithNames) {
  return {
    name: row.name,
    isDefault: row.isDefault,
    hierarchyPosition: row.hierarchyPosition,
    defaultPriceList: row.defaultPriceListName,
    allowNegativeStock: row.allowNegativeStock,
    reservationTiming: reservationTimingLabels[row.reservationTiming],
    cancellationStatus: row.cancellationStatusName,
    reservationStatusId: row.reservationStatusId,
  };
}
