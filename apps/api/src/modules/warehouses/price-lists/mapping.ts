import { fromGrosze } from '@zaplecze/contract/common/money';
import type { PriceList } from '@zaplecze/contract/warehouses/price-lists';
import type { PriceListView } from './repository';

export const priceListTarget = 'price_list';

/** "0.8500" → "0.85": the multiplier as a person writes it. */
export function plainMultiplier(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export function toPriceList(row: PriceListView): PriceList {
  return {
    id: row.id,
    name: row.name,
    systemId: row.systemId,
    type: row.type,
    currency: row.currency,
    basePriceListId: row.basePriceListId,
    basePriceListName: row.baseName,
    multiplier: plainMultiplier(row.multiplier),
    additionalValue: fromGrosze(row.additionalValue),
    hierarchy: row.hierarchy,
    isDefault: row.isDefault,
    assignedWarehouseIds: row.warehouseIds,
    validFrom: row.validFrom,
    validTo: row.validTo,
    variantPriceConfig: row.variantPriceConfig,
    setSettings: row.setSettings,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

export function auditedPriceListFields(row: PriceListView) {
  const dependent = row.type === 'dependent';
  return {
    name: row.name,
    type: row.type,
    currency: row.currency,
    basePriceList: dependent ? row.baseName : null,
    multiplier: dependent ? plainMultiplier(row.multiplier) : null,
    additionalValue: dependent ? fromGrosze(row.additionalValue) : null,
    hierarchy: row.hierarchy,
    isDefault: row.isDefault,
    assignedWarehouses: row.warehouseIds.length,
    validFrom: row.validFrom,
    validTo: row.validTo,
    variantPriceConfig: row.variantPriceConfig,
    setSettings: row.setSettings,
  };
}
