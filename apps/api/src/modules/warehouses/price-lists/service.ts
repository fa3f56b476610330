import { genericMessages } from '@zaplecze/contract/common/errors';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import {
  dependentPrice,
  maxPriceLists,
  priceListChain,
  priceListBody,
  priceListMessages as messages,
  wouldFormCycle,
  type PriceList,
  type PriceListBody,
  type PriceListList,
  type PriceListListQuery,
  type PriceListValues,
  type PricePreview,
  type UpdatePriceListBody,
} from '@zaplecze/contract/warehouses/price-lists';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../errors';
import { changedFields, recordAudit } from '../../audit/service';
import type { Actor } from '../mapping';
import { auditedPriceListFields, priceListTarget, toPriceList } from './mapping';
import {
  clearDefaultPriceList,
  countOwnWarehouses,
  deletePriceListRow,
  findPriceList,
  findPriceListPage,
  insertPriceList,
  lockAccountPriceLists,
  replaceAssignedWarehouses,
  selectAllPriceLists,
  setCurrencyOfDependents,
  updatePriceListRow,
  type PriceListFields,
  type PriceListRow,
} from './repository';

/** Runs in the transaction of a change that moves prices (products keep their default-list price). */
export type PriceListChangeHook = (tx: Db, accountId: string) => Promise<void>;
const changeHooks = new Set<PriceListChangeHook>();

/** Returns the function that unregisters the hook. */
export function registerPriceListChangeHook(hook: PriceListChangeHook): () => void {
  changeHooks.add(hook);
  return () => changeHooks.delete(hook);
}

async function pricesMoved(tx: Db, accountId: string): Promise<void> {
  for (const hook of changeHooks) await hook(tx, accountId);
}

const priceFields = [
  'type',
  'basePriceListId',
  'multiplier',
  'additionalValue',
  'isDefault',
  'currency',
] as const;

export async function listPriceLists(
  db: Db,
  accountId: string,
  query: PriceListListQuery,
): Promise<PriceListList> {
  const { rows, count } = await findPriceListPage(
    db,
    accountId,
    query.search || undefined,
    query.page,
    query.limit,
  );
  return { data: rows.map(toPriceList), count, page: query.page, limit: query.limit };
}

export async function getPriceList(db: Db, accountId: string, id: string): Promise<PriceList> {
  const row = await findPriceList(db, accountId, id);
  if (!row) throw notFound(messages.notFound);
  return toPriceList(row);
}

const hierarchyTaken = () =>
  new AppError('CONFLICT', messages.hierarchyTaken, { hierarchy: messages.hierarchyTaken });

/**
 * The stored fields of a valid form, checked against the account's other lists: hierarchy free,
 * base the account's own and not closing a loop, warehouses the account's own.
 */
async function resolveFields(
  tx: Db,
  accountId: string,
  body: PriceListValues,
  others: PriceListRow[],
  id: string | null,
  currentHierarchy: number | null,
): Promise<PriceListFields> {
  const hierarchy = body.hierarchy ?? currentHierarchy ?? firstFree(others, others.length + 1);
  if (others.some((list) => list.hierarchy === hierarchy)) throw hierarchyTaken();
  let currency = body.currency;
  if (body.type === 'dependent') {
    const baseId = body.basePriceListId!;
    if (baseId === id) throw validationFailed({ basePriceListId: messages.baseSelf });
    const base = others.find((list) => list.id === baseId);
    if (!base) throw validationFailed({ basePriceListId: messages.baseNotFound });
    if (id && wouldFormCycle(others, id, baseId))
      throw new AppError('CONFLICT', messages.cycle, { basePriceListId: messages.cycle });
    currency = base.currency;
  }
  const warehouseIds = [...new Set(body.assignedWarehouseIds)];
  if ((await countOwnWarehouses(tx, accountId, warehouseIds)) !== warehouseIds.length)
    throw validationFailed({ assignedWarehouseIds: messages.warehouseNotFound });
  const dependent = body.type === 'dependent';
  return {
    name: body.name,
    type: body.type,
    currency,
    basePriceListId: dependent ? body.basePriceListId : null,
    multiplier: dependent ? body.multiplier : '1',
    additionalValue: dependent ? toGrosze(body.additionalValue) : 0,
    hierarchy,
    isDefault: body.isDefault,
    validFrom: body.validFrom,
    validTo: body.validTo,
    variantPriceConfig: body.variantPriceConfig,
    setSettings: body.setSettings,
  };
}

/** count + 1 when free (spec 002 §3), else the first free position. */
function firstFree(others: PriceListRow[], preferred: number): number {
  const taken = new Set(others.map((list) => list.hierarchy));
  if (!taken.has(preferred) && preferred <= maxPriceLists) return preferred;
  for (let position = 1; position <= maxPriceLists; position += 1) if (!taken.has(position)) return position;
  return preferred;
}

/** The first list of an account is its default; at most 20 lists (hierarchy 1–20). */
export async function createPriceList(db: Db, actor: Actor, input: PriceListBody): Promise<PriceList> {
  const body = priceListBody.parse(input);
  return db.transaction(async (tx) => {
    await lockAccountPriceLists(tx, actor.accountId);
    const others = await selectAllPriceLists(tx, actor.accountId);
    if (others.length >= maxPriceLists) throw new AppError('CONFLICT', messages.limitReached);
    const fields = await resolveFields(tx, actor.accountId, body, others, null, null);
    fields.isDefault = fields.isDefault || others.length === 0;
    if (fields.isDefault) await clearDefaultPriceList(tx, actor.accountId, null);
    const row = await insertPriceList(tx, {
      ...fields,
      accountId: actor.accountId,
      systemId: Math.max(0, ...others.map((list) => list.systemId)) + 1,
    });
    await replaceAssignedWarehouses(tx, row.id, [...new Set(body.assignedWarehouseIds)]);
    if (fields.isDefault) await pricesMoved(tx, actor.accountId);
    const saved = (await findPriceList(tx, actor.accountId, row.id))!;
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: priceListTarget,
      targetId: row.id,
      targetLabel: row.name,
      details: { changes: changedFields({}, auditedPriceListFields(saved)) },
    });
    return toPriceList(saved);
  });
}

export async function updatePriceList(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdatePriceListBody,
): Promise<PriceList> {
  const body = priceListBody.parse(input);
  return db.transaction(async (tx) => {
    await lockAccountPriceLists(tx, actor.accountId);
    const current = await findPriceList(tx, actor.accountId, id);
    if (!current) throw notFound(messages.notFound);
    if (current.version !== input.version)
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    if (current.isDefault && !body.isDefault) throw validationFailed({ isDefault: messages.defaultUnset });
    const others = (await selectAllPriceLists(tx, actor.accountId)).filter((list) => list.id !== id);
    const fields = await resolveFields(tx, actor.accountId, body, others, id, current.hierarchy);
    if (fields.isDefault && !current.isDefault) await clearDefaultPriceList(tx, actor.accountId, id);
    await updatePriceListRow(tx, id, fields);
    await replaceAssignedWarehouses(tx, id, [...new Set(body.assignedWarehouseIds)]);
    if (fields.currency !== current.currency)
      await setCurrencyOfDependents(tx, actor.accountId, id, fields.currency!);
    const saved = (await findPriceList(tx, actor.accountId, id))!;
    if (priceFields.some((field) => String(saved[field]) !== String(current[field])))
      await pricesMoved(tx, actor.accountId);
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: priceListTarget,
      targetId: id,
      targetLabel: saved.name,
      details: { changes: changedFields(auditedPriceListFields(current), auditedPriceListFields(saved)) },
    });
    return toPriceList(saved);
  });
}

/** Not the default, and not a base of other lists (their prices would lose their source). */
export async function deletePriceList(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccountPriceLists(tx, actor.accountId);
    const current = await findPriceList(tx, actor.accountId, id);
    if (!current) throw notFound(messages.notFound);
    if (current.isDefault) throw new AppError('CONFLICT', messages.defaultDelete);
    const dependents = (await selectAllPriceLists(tx, actor.accountId)).filter(
      (list) => list.basePriceListId === id,
    );
    if (dependents.length > 0)
      throw new AppError(
        'CONFLICT',
        messages.usedAsBase.replace('{names}', dependents.map((l) => l.name).join(', ')),
      );
    await deletePriceListRow(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: priceListTarget,
      targetId: id,
      targetLabel: current.name,
    });
  });
}

/**
 * The price of list `id` for a price of `baseGrosze` in the root of its chain: every dependent
 * list derives from its base (base × multiplier + additional, rounded half-up per list). The one
 * function products will use, so a derived price is never stored.
 */
export async function previewPrice(
  db: Db,
  accountId: string,
  id: string,
  baseGrosze: number,
): Promise<PricePreview> {
  const lists = await selectAllPriceLists(db, accountId);
  const chain = priceListChain(lists, id);
  if (!chain) throw notFound(messages.notFound);
  let price = baseGrosze;
  const steps = chain.map((list, index) => {
    if (index > 0) price = dependentPrice(price, list.multiplier, list.additionalValue);
    return { id: list.id, name: list.name, price: fromGrosze(price) };
  });
  return { currency: chain[chain.length - 1]!.currency, steps, price: fromGrosze(price) };
}
