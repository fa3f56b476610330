import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  defaultSkuPattern,
  parseSkuPattern,
  previewSku,
  renderSku,
  skuLimits,
  skuMessages,
  type SkuContext,
  type SkuSettings,
  type SkuSettingsBody,
} from '@zaplecze/contract/sku-generator/sku-generator';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields, recordAudit } from '../audit/service';
import type { actorOf } from '../../lib/routes';
import {
  insertGenerator,
  selectGenerator,
  takeNumber,
  updateGenerator,
  type SkuGeneratorRow,
} from './repository';

type Actor = ReturnType<typeof actorOf>;
const target = 'sku_generator';

function toSettings(row: SkuGeneratorRow | undefined): SkuSettings {
  const pattern = row?.pattern ?? defaultSkuPattern;
  const nextNumber = row?.nextNumber ?? 1;
  const preview = previewSku(pattern, nextNumber);
  return {
    configured: row !== undefined,
    pattern,
    nextNumber,
    preview: preview.ok ? preview.sku : '',
    version: row?.version ?? null,
    modifiedAt: row?.modifiedAt.toISOString() ?? null,
  };
}

export async function getSkuSettings(db: Db, accountId: string): Promise<SkuSettings> {
  return toSettings(await selectGenerator(db, accountId));
}

/** Saves the pattern and the next number; a stale or missing version of a saved pattern is a 409. */
export async function saveSkuSettings(db: Db, actor: Actor, body: SkuSettingsBody): Promise<SkuSettings> {
  return db.transaction(async (tx) => {
    const current = await selectGenerator(tx, actor.accountId);
    const fields = { pattern: body.pattern.trim(), nextNumber: body.nextNumber };
    const saved = current
      ? await updateGenerator(tx, actor.accountId, body.version ?? -1, fields)
      : await insertGenerator(tx, actor.accountId, fields);
    if (!saved) throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    await recordAudit(tx, {
      ...actor,
      action: current ? 'edit' : 'create',
      targetType: target,
      targetId: actor.accountId,
      targetLabel: 'Generator SKU',
      details: {
        changes: changedFields(current ? { pattern: current.pattern, nextNumber: current.nextNumber } : {}, {
          pattern: saved.pattern,
          nextNumber: saved.nextNumber,
        }),
      },
    });
    return toSettings(saved);
  });
}

/** How many numbers `nextSku` skips at most when the products say an SKU is taken. */
const maxAttempts = 100;

/**
 * The next SKU of the account for a new product without one, or null when the account has no
 * pattern. Call it inside the transaction that creates the product: the number is taken with the
 * counter row locked until that transaction ends. `isTaken` lets the products module skip SKUs
 * that exist already (typed in by hand, or a next number set back).
 */
export async function nextSku(
  tx: Db,
  accountId: string,
  context: Omit<SkuContext, 'number'>,
  isTaken: (sku: string) => Promise<boolean> = async () => false,
): Promise<string | null> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const taken = await takeNumber(tx, accountId);
    if (!taken) return null;
    const parsed = parseSkuPattern(taken.pattern);
    if (!parsed.ok) throw new AppError('CONFLICT', parsed.message);
    const sku = renderSku(parsed.tokens, { ...context, number: taken.number }).slice(0, skuLimits.sku);
    if (!(await isTaken(sku))) return sku;
  }
  throw new AppError('CONFLICT', skuMessages.exhausted);
}
