import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { randomInt } from 'node:crypto';
import {
  apiKeyMessages,
  apiKeyPrefix,
  rotationOverlapHours,
  type ApiKey,
  type ApiKeyList,
  type ApiKeySecret,
  type ApiKeyState,
} from '@zaplecze/contract/api-keys/api-keys';
import { genericMessages } from '@zaplecze/contract/common/errors';
import type { Permission } from '@zaplecze/contract/roles/permissions';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import { hashToken, isUniqueViolation } from '../accounts/service';
import { recordAudit } from '../audit/service';
import {
  countActiveApiKeys,
  findApiKey,
  findApiKeyByHash,
  findApiKeys,
  insertApiKey,
  liveNameTaken,
  touchApiKey,
  updateApiKey,
  type ApiKeyRow,
} from './repository';

interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

const target = 'api_key';
const secretLength = 32;
const visiblePrefixLength = apiKeyPrefix.length + 4;
const overlapMs = rotationOverlapHours * 3600_000;
const touchStepMs = 60_000;
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `zk_live_` and 32 base62 characters from the CSPRNG: ≈ 190 bits. */
export function generateSecret(): string {
  let body = '';
  for (let i = 0; i < secretLength; i++) body += base62[randomInt(base62.length)];
  return apiKeyPrefix + body;
}

function stateOf(row: ApiKeyRow, now: Date): ApiKeyState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'active';
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toApiKeyView(row: ApiKeyRow, now: Date): ApiKey {
  const overlapLive = row.previousValidUntil && row.previousValidUntil > now && !row.revokedAt;
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    state: stateOf(row, now),
    expiresAt: iso(row.expiresAt),
    requestsPerMinute: row.requestsPerMinute,
    lastUsedAt: iso(row.lastUsedAt),
    lastUsedIp: row.lastUsedIp,
    previousValidUntil: overlapLive ? iso(row.previousValidUntil) : null,
    revokedAt: iso(row.revokedAt),
    created: row.createdAt.toISOString(),
    version: row.version,
  };
}

export async function listApiKeys(db: Db, accountId: string, now: Date): Promise<ApiKeyList> {
  const rows = await findApiKeys(db, accountId);
  const data = rows.map((row) => toApiKeyView(row, now));
  return { data, activeCount: data.filter((key) => key.state === 'active').length };
}

/** Active (neither revoked nor expired) keys of the account: the catalogue's API tile. */
export async function activeApiKeyCount(db: Db, accountId: string, now: Date): Promise<number> {
  return countActiveApiKeys(db, accountId, now);
}

const nameTaken = () =>
  new AppError('CONFLICT', apiKeyMessages.nameTaken, { name: apiKeyMessages.nameTaken });

export interface NewApiKey {
  name: string;
  scopes: Permission[];
  expiresAt: string | null;
  requestsPerMinute: number | null;
}

export async function createApiKey(db: Db, actor: Actor, body: NewApiKey, now: Date): Promise<ApiKeySecret> {
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw validationFailed({ expiresAt: apiKeyMessages.expiryInPast });
  const secret = generateSecret();
  try {
    return await db.transaction(async (tx) => {
      if (await liveNameTaken(tx, actor.accountId, body.name)) throw nameTaken();
      const row = await insertApiKey(tx, {
        accountId: actor.accountId,
        name: body.name,
        scopes: body.scopes,
        prefix: secret.slice(0, visiblePrefixLength),
        secretHash: hashToken(secret),
        expiresAt,
        requestsPerMinute: body.requestsPerMinute,
        createdBy: actor.userId,
      });
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        targetType: target,
        targetId: row.id,
        targetLabel: row.name,
        details: {
          note: `Uprawnienia: ${row.scopes.join(', ')}${expiresAt ? `; wygasa ${formatWarsawDateTime(expiresAt)}` : ''}`,
        },
      });
      return { key: toApiKeyView(row, now), secret };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function lockLive(tx: Db, actor: Actor, id: string, version: number): Promise<ApiKeyRow> {
  const row = await findApiKey(tx, actor.accountId, id, true);
  if (!row) throw notFound(apiKeyMessages.notFound);
  if (row.version !== version) throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
  if (row.revokedAt) throw new AppError('CONFLICT', apiKeyMessages.revoked);
  return row;
}

/**
 * A new secret for the same key (same id, name, scopes, history label); the one it replaces keeps
 * working for `rotationOverlapHours`, so an integration can be redeployed without downtime.
 */
export async function rotateApiKey(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  now: Date,
): Promise<ApiKeySecret> {
  return db.transaction(async (tx) => {
    const row = await lockLive(tx, actor, id, version);
    const secret = generateSecret();
    const saved = await updateApiKey(tx, row, {
      prefix: secret.slice(0, visiblePrefixLength),
      secretHash: hashToken(secret),
      previousSecretHash: row.secretHash,
      previousValidUntil: new Date(now.getTime() + overlapMs),
    });
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: target,
      targetId: row.id,
      targetLabel: row.name,
      details: { note: `Rotacja sekretu; poprzedni działa do ${saved.previousValidUntil!.toISOString()}` },
    });
    return { key: toApiKeyView(saved, now), secret };
  });
}

/** Revoked at once, both secrets; the row stays for the history and the event log. */
export async function revokeApiKey(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  now: Date,
): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const row = await lockLive(tx, actor, id, version);
    const saved = await updateApiKey(tx, row, { revokedAt: now, previousValidUntil: null });
    await recordAudit(tx, {
      ...actor,
      action: 'deactivate',
      targetType: target,
      targetId: row.id,
      targetLabel: row.name,
      details: { note: 'Unieważnienie klucza API' },
    });
    return toApiKeyView(saved, now);
  });
}

/** What a valid key authenticates as: its account, its scopes, itself as the principal. */
export interface ApiKeyAuthentication {
  id: string;
  accountId: string;
  name: string;
  scopes: Permission[];
  requestsPerMinute: number | null;
}

export function isApiKeyToken(bearer: string): boolean {
  return bearer.startsWith('zk_');
}

/**
 * The key behind a presented secret, or null for an unknown, revoked or expired key and for a
 * secret replaced by a rotation whose overlap has ended. Records the last use (when, from which
 * address) at most once a minute per key, so a busy integration costs no write per request.
 */
export async function authenticateApiKey(
  db: Db,
  secret: string,
  client: { ip: string | null; now: Date },
): Promise<ApiKeyAuthentication | null> {
  const hash = hashToken(secret);
  const row = await findApiKeyByHash(db, hash);
  if (!row || row.revokedAt) return null;
  const { now } = client;
  if (row.expiresAt && row.expiresAt <= now) return null;
  if (row.secretHash !== hash && !(row.previousValidUntil && row.previousValidUntil > now)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= touchStepMs) {
    await touchApiKey(db, row.id, now, client.ip, new Date(now.getTime() - touchStepMs));
  }
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    scopes: row.scopes,
    requestsPerMinute: row.requestsPerMinute,
  };
}
