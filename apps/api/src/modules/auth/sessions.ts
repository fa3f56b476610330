import { sessionAbsoluteHours, sessionIdleMinutes } from '@zaplecze/contract/auth/auth';
import type { Db } from '../../db/client';
import { hashToken, randomToken } from '../accounts/service';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSession,
  type SessionRow,
} from './repository';
import { successorToken } from './tokens';

/** Two tabs refreshing at once both present the same token; the later one gets the same successor. */
export const reuseGraceMs = 10_000;
const idleMs = sessionIdleMinutes * 60_000;

export interface IssuedRefresh {
  sessionId: string;
  userId: string;
  accountId: string;
  refreshToken: string;
  expiresAt: Date;
}

export async function startSession(
  db: Db,
  user: { id: string; accountId: string },
  client: { ip: string | null; userAgent: string | null },
): Promise<IssuedRefresh> {
  const expiresAt = new Date(Date.now() + sessionAbsoluteHours * 3600_000);
  const refreshToken = randomToken();
  const sessionId = await db.transaction(async (tx) => {
    const id = await insertSession(tx, { userId: user.id, accountId: user.accountId, expiresAt, ...client });
    await insertRefreshToken(tx, id, hashToken(refreshToken));
    return id;
  });
  return { sessionId, userId: user.id, accountId: user.accountId, refreshToken, expiresAt };
}

/** Why a session cannot be used any more, or null while it is alive. */
export function sessionEnd(session: SessionRow, now = Date.now()): 'revoked' | 'expired' | 'idle' | null {
  if (session.revokedAt) return 'revoked';
  if (session.expiresAt.getTime() <= now) return 'expired';
  if (session.lastActivityAt.getTime() < now - idleMs) return 'idle';
  return null;
}

export type RotateOutcome =
  { kind: 'rotated'; issued: IssuedRefresh } | { kind: 'rejected'; reuse: boolean; session?: SessionRow };

/**
 * Rotates a refresh token. A spent token presented again after the grace window means it was
 * copied: the whole family is revoked, so neither the thief nor the owner can go on with it.
 */
export async function rotateRefreshToken(db: Db, secret: string, presented: string): Promise<RotateOutcome> {
  const found = await findRefreshToken(db, hashToken(presented));
  if (!found) return { kind: 'rejected', reuse: false };
  const { session } = found;
  const end = sessionEnd(session);
  if (end) {
    if (end === 'idle') await revokeSession(db, session.id, 'idle');
    return { kind: 'rejected', reuse: false, session };
  }
  const issued = (refreshToken: string): RotateOutcome => ({
    kind: 'rotated',
    issued: {
      sessionId: session.id,
      userId: session.userId,
      accountId: session.accountId,
      refreshToken,
      expiresAt: session.expiresAt,
    },
  });

  if (!found.token.usedAt) {
    const successor = successorToken(secret, presented);
    const won = await db.transaction(async (tx) => {
      if (!(await markRefreshTokenUsed(tx, found.token.id))) return false;
      await insertRefreshToken(tx, session.id, hashToken(successor));
      return true;
    });
    if (won) return issued(successor);
  }

  const spent = await findRefreshToken(db, hashToken(presented));
  const usedAt = spent?.token.usedAt?.getTime() ?? 0;
  if (Date.now() - usedAt <= reuseGraceMs) {
    // The newest unspent token of the chain: a fast tab may already have rotated the successor too.
    let token = presented;
    for (let step = 0; step < 5; step++) {
      token = successorToken(secret, token);
      const next = await findRefreshToken(db, hashToken(token));
      if (!next) break;
      if (!next.token.usedAt) return issued(token);
    }
  }
  await revokeSession(db, session.id, 'reuse');
  return { kind: 'rejected', reuse: true, session };
}
