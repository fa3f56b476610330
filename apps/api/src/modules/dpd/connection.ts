import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dpdMessages, type dpdConnectionBody, type DpdConnection } from '@zaplecze/contract/dpd/dpd';
import type { Db } from '../../db/client';
import { dpdConnections } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../errors';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import type { FileStorage } from '../../lib/storage/index';
import { recordAudit } from '../audit/service';
import { DpdClient, DpdError, dpdEndpoints, serviceUrl, type DpdAuth } from './client';

/**
 * The account's DPD Polska connection: saved with its password encrypted (never answered), checked
 * against DPD, and the client the shipments are made with.
 */
export interface Actor {
  accountId: string;
  userId: string;
  ip: string;
}

export interface DpdSettings {
  secretsKey: Buffer;
  /** Test-only base URL (config.dpdBaseUrl); unset: DPD's own hosts. */
  baseUrl: string | undefined;
  storage: FileStorage;
}

export type ConnectionRow = typeof dpdConnections.$inferSelect;
const targetType = 'dpd_connection';

/** The connection as answered: the password only as `••••` and its last four characters (never stored in clear). */
function toConnection(row: ConnectionRow, secretsKey: Buffer): DpdConnection {
  return {
    login: row.login,
    passwordHint: `••••${decryptSecret(secretsKey, row.passwordCipher).slice(-4)}`,
    fid: row.fid,
    masterFid: row.masterFid,
    environment: row.environment,
    labelFormat: row.labelFormat,
    senderName: row.senderName,
    senderCompany: row.senderCompany,
    senderAddress: row.senderAddress,
    senderCity: row.senderCity,
    senderPostalCode: row.senderPostalCode,
    senderPhone: row.senderPhone,
    senderEmail: row.senderEmail,
    lastCheckAt: row.lastCheckAt?.toISOString() ?? null,
    lastCheckOk: row.lastCheckOk,
    lastCheckMessage: row.lastCheckMessage,
    version: row.version,
  };
}

async function findConnection(db: Db, accountId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(dpdConnections).where(eq(dpdConnections.accountId, accountId));
  return row;
}

export async function getConnection(
  db: Db,
  accountId: string,
  secretsKey: Buffer,
): Promise<DpdConnection | null> {
  const row = await findConnection(db, accountId);
  return row ? toConnection(row, secretsKey) : null;
}

/** Creates or replaces the account's connection; an empty password keeps the stored one. */
export async function saveConnection(
  db: Db,
  actor: Actor,
  body: z.output<typeof dpdConnectionBody>,
  settings: DpdSettings,
): Promise<DpdConnection> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(dpdConnections)
      .where(eq(dpdConnections.accountId, actor.accountId))
      .for('update');
    if (!current && !body.password) throw validationFailed({ password: dpdMessages.passwordRequired });
    const password = body.password
      ? { passwordCipher: encryptSecret(settings.secretsKey, body.password) }
      : {};
    const values = {
      login: body.login,
      fid: body.fid,
      masterFid: body.masterFid ?? body.fid,
      environment: body.environment,
      labelFormat: body.labelFormat,
      senderName: body.senderName,
      senderCompany: body.senderCompany,
      senderAddress: body.senderAddress,
      senderCity: body.senderCity,
      senderPostalCode: body.senderPostalCode,
      senderPhone: body.senderPhone,
      senderEmail: body.senderEmail,
      // New credentials have not been checked yet.
      lastCheckAt: null,
      lastCheckOk: null,
      lastCheckMessage: null,
    };
    const [row] = current
      ? await tx
          .update(dpdConnections)
          .set({ ...values, ...password, modifiedAt: new Date(), version: current.version + 1 })
          .where(eq(dpdConnections.id, current.id))
          .returning()
      : await tx
          .insert(dpdConnections)
          .values({
            accountId: actor.accountId,
            ...values,
            passwordCipher: '',
            ...password,
          })
          .returning();
    const changed = Object.entries({ ...values, environment: body.environment })
      .filter(([key, value]) => !current || current[key as keyof ConnectionRow] !== value)
      .map(([key]) => key)
      .filter((key) => !key.startsWith('lastCheck'));
    await recordAudit(tx, {
      ...actor,
      action: current ? 'edit' : 'create',
      targetType,
      targetId: row!.id,
      targetLabel: `DPD ${body.login} (FID ${body.fid})`,
      details: {
        note: [
          current ? 'Zmiana połączenia z DPD' : 'Połączenie konta DPD',
          changed.length > 0 ? `pola: ${changed.join(', ')}` : '',
          body.password ? 'nowe hasło' : '',
        ]
          .filter(Boolean)
          .join('; '),
      },
    });
    return toConnection(row!, settings.secretsKey);
  });
}

export async function deleteConnection(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(dpdConnections)
      .where(eq(dpdConnections.accountId, actor.accountId))
      .returning();
    if (!row) throw notFound(dpdMessages.notConnected);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType,
      targetId: row.id,
      targetLabel: `DPD ${row.login} (FID ${row.fid})`,
    });
  });
}

export function clientFor(row: ConnectionRow, settings: DpdSettings): { client: DpdClient; auth: DpdAuth } {
  const url = settings.baseUrl ? serviceUrl(settings.baseUrl) : dpdEndpoints[row.environment];
  return {
    client: new DpdClient({ url }),
    auth: {
      login: row.login,
      password: decryptSecret(settings.secretsKey, row.passwordCipher),
      masterFid: row.masterFid,
    },
  };
}

export async function connected(db: Db, accountId: string): Promise<ConnectionRow> {
  const row = await findConnection(db, accountId);
  if (!row) throw new AppError('VALIDATION_FAILED', dpdMessages.notConnected);
  return row;
}

/** DpdError → the API's error: DPD's refusals are the user's to fix (400), an outage is 503. */
export function appErrorOf(error: unknown): unknown {
  if (!(error instanceof DpdError)) return error;
  if (error.kind === 'auth' || error.kind === 'rejected')
    return new AppError(
      'VALIDATION_FAILED',
      error.message,
      error.fields && Object.keys(error.fields).length > 0 ? error.fields : undefined,
    );
  return new AppError('UNAVAILABLE', error.message);
}

/** "Sprawdź połączenie": the outcome is kept on the connection and answered either way. */
export async function checkConnection(
  db: Db,
  actor: Actor,
  settings: DpdSettings,
): Promise<{ ok: boolean; message: string; connection: DpdConnection }> {
  const row = await connected(db, actor.accountId);
  const { client, auth } = clientFor(row, settings);
  let ok = true;
  let message: string = dpdMessages.checkOk;
  try {
    await client.check(auth);
  } catch (error) {
    if (!(error instanceof DpdError)) throw error;
    ok = false;
    message = error.message;
  }
  const [saved] = await db
    .update(dpdConnections)
    .set({ lastCheckAt: new Date(), lastCheckOk: ok, lastCheckMessage: message })
    .where(eq(dpdConnections.id, row.id))
    .returning();
  return { ok, message, connection: toConnection(saved!, settings.secretsKey) };
}
