import type { ReservationTiming } from '@zaplecze/contract/warehouses/warehouses';
import { defaultSetsSettings } from '@zaplecze/contract/sets-settings/sets-settings';
import { suggestedOssMapping } from '@zaplecze/contract/vat/vat';
import type { Db } from '../db/client';
import { listStatuses } from '../modules/order-statuses/service';
import { getSetsSettings, saveSetsSettings } from '../modules/sets-settings/service';
import { getVatSettings, saveOssMapping } from '../modules/vat/service';
import { createPriceList } from '../modules/warehouses/price-lists/service';
import { createWarehouse } from '../modules/warehouses/service';

interface SeedActor {
  accountId: string;
  userId: string;
}

const demoWarehouses: { name: string; timing: ReservationTiming; negative: boolean }[] = [
  { name: 'Magazyn główny', timing: 'onOrderCreate', negative: false },
  { name: 'Warszawa', timing: 'onStatusChange', negative: false },
  { name: 'Kraków', timing: 'onLabelGenerated', negative: true },
  { name: 'Gdańsk', timing: 'onSalesDocumentUploaded', negative: false },
];

/** Price lists (Detal PLN, Hurt = Detal × 0.85, EUR), four warehouses, sets settings and the VAT OSS mapping. */
export async function seedWarehouseConfiguration(db: Db, { accountId, userId }: SeedActor): Promise<void> {
  const actor = { accountId, userId, ip: null };
  const retail = await createPriceList(db, actor, {
    name: 'Detal PLN',
    type: 'independent',
    currency: 'PLN',
    isDefault: true,
  });
  await createPriceList(db, actor, {
    name: 'Hurt',
    type: 'dependent',
    basePriceListId: retail.id,
    multiplier: '0.85',
    additionalValue: '0',
    variantPriceConfig: 'lowest',
  });
  const euro = await createPriceList(db, actor, { name: 'EUR', type: 'independent', currency: 'EUR' });
  const cancelled = (await listStatuses(db, accountId)).data.find((status) => status.code === 'cancelled');
  for (const [index, warehouse] of demoWarehouses.entries()) {
    await createWarehouse(db, actor, {
      name: warehouse.name,
      isDefault: index === 0,
      hierarchyPosition: index + 1,
      defaultPriceListId: index === 3 ? euro.id : retail.id,
      allowNegativeStock: warehouse.negative,
      reservationTiming: warehouse.timing,
      cancellationStatusId: warehouse.timing === 'onOrderCreate' ? null : (cancelled?.id ?? null),
    });
  }
  const sets = await getSetsSettings(db, accountId);
  await saveSetsSettings(db, actor, { ...defaultSetsSettings, version: sets.version });
  const vat = await getVatSettings(db, accountId);
  await saveOssMapping(db, actor, { mappings: suggestedOssMapping(), version: vat.version });
}
