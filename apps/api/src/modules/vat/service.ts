import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  ossMappingErrors,
  polishVatRates,
  type OssMappingBody,
  type OssMappings,
  type PriceCalculationBody,
  type VatRate,
  type VatSettings,
} from '@zaplecze/contract/vat/vat';
import type { Db } from '../../db/client';
import { AppError, validationFailed } from '../../errors';
import { recordAudit } from '../audit/service';
import { ensureVatSettings, updateVatSettings, type VatSettingsRow } from './repository';

interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

const vatTarget = 'vat_settings';

/** The VAT rates the account's products and order lines choose from, the default (23 %) first. */
export async function listVatRates(_db: Db, _accountId: string): Promise<VatRate[]> {
  return polishVatRates.map((rate) => ({ ...rate }));
}

function toSettings(row: VatSettingsRow, rates: VatRate[]): VatSettings {
  return { rates, priceCalculation: row.priceCalculation, mappings: row.ossMappings, version: row.version };
}

export async function getVatSettings(db: Db, accountId: string): Promise<VatSettings> {
  return toSettings(await ensureVatSettings(db, accountId), await listVatRates(db, accountId));
}

async function lockCurrent(tx: Db, accountId: string, version: number): Promise<VatSettingsRow> {
  const current = await ensureVatSettings(tx, accountId, true);
  if (current.version !== version) throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
  return current;
}

export async function savePriceCalculation(
  db: Db,
  actor: Actor,
  body: PriceCalculationBody,
): Promise<VatSettings> {
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, actor.accountId, body.version);
    const saved = await updateVatSettings(tx, actor.accountId, { priceCalculation: body.priceCalculation });
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: vatTarget,
      targetLabel: 'Sposób liczenia cen',
      details: {
        changes: { priceCalculation: { before: current.priceCalculation, after: saved.priceCalculation } },
      },
    });
    return toSettings(saved, await listVatRates(tx, actor.accountId));
  });
}

/** Merges the sent countries into the stored mapping; every country and rate must exist. */
export async function saveOssMapping(db: Db, actor: Actor, body: OssMappingBody): Promise<VatSettings> {
  const errors = ossMappingErrors(body.mappings);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, actor.accountId, body.version);
    const merged: OssMappings = { ...current.ossMappings, ...body.mappings };
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const [code, rates] of Object.entries(body.mappings))
      for (const [rate, id] of Object.entries(rates)) {
        const before = current.ossMappings[code]?.[rate] ?? null;
        if (before !== id) changes[`${code} ${rate}%`] = { before, after: id };
      }
    const saved = await updateVatSettings(tx, actor.accountId, { ossMappings: merged });
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: vatTarget,
      targetLabel: 'Mapowanie stawek VAT OSS',
      details: { changes },
    });
    return toSettings(saved, await listVatRates(tx, actor.accountId));
  });
}
