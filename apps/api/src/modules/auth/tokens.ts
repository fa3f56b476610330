import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { accessTokenSeconds } from '@zaplecze/contract/auth/auth';

/**
 * The refresh token that replaces `token` on rotation. Derived (HMAC with the server secret)
 * rather than random so that a tab presenting the just-spent token inside the grace window gets
 * the very same successor as the tab that rotated it, without storing any token in clear.
 */
export function successorToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh:${token}`).digest('base64url');
}

export interface AccessClaims {
  userId: string;
  accountId: string;
  sessionId: string;
}

const issuer = 'zaplecze';
const keyFor = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ acc: claims.accountId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${accessTokenSeconds}s`)
    .sign(keyFor(secret));
}

/** The claims of a valid access token, or null for a missing, forged or expired one. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'], issuer });
    const { sub, acc, sid } = payload;
    if (typeof sub !== 'string' || typeof acc !== 'string' || typeof sid !== 'string') return null;
    return { userId: sub, accountId: acc, sessionId: sid };
  } catch {
    return null;
  }
}
