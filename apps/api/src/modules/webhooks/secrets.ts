import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The secret's key bytes: the base64 after `whsec_`. */
export function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the Standard Webhooks signature. */
export function signPayload(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secretBytes(secret)).update(`${id}.${timestampSeconds}.${body}`);
  return `v1,${mac.digest('base64')}`;
}
