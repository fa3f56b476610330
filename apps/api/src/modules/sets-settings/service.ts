import { genericMessages } from '@zaplecze/contract/common/errors';
import type { SetsSettings, UpdateSetsSettingsBody } from '@zaplecze/contract/sets-settings/sets-settings';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields, recordAudit } from '../audit/service';
import { ensureSetsSettings, updateSetsSettings, type SetsSettingsRow } from './repository';

interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

function toSettings(row: SetsSettingsRow): SetsSettings {
  return { ...row.values, version: row.version, modifiedAt: row.modifiedAt.toISOString() };
}

/** One flat record per setting ("orderLevel.reports") so an audit entry names each change. */
function flat(values: SetsSettingsRow['values']): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value && typeof value === 'object')
      for (const [inner, flag] of Object.entries(value)) entries.push([`${key}.${inner}`, flag]);
    else entries.push([key, value]);
  }
  return Object.fromEntries(entries);
}

export async function getSetsSettings(db: Db, accountId: string): Promise<SetsSettings> {
  return toSettings(await ensureSetsSettings(db, accountId));
}

export async function saveSetsSettings(
  db: Db,
  actor: Actor,
  body: UpdateSetsSettingsBody,
): Promise<SetsSettings> {
  const { version, ...values } = body;
  return db.transaction(async (tx) => {
    const current = await ensureSetsSettings(tx, actor.accountId, true);
    if (current.version !== version) throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    const saved = await updateSetsSettings(tx, actor.accountId, values);
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: 'sets_settings',
      targetLabel: 'Konfiguracja zestawów',
      details: { changes: changedFields(flat(current.values), flat(saved.values)) },
    });
    return toSettings(saved);
  });
}
