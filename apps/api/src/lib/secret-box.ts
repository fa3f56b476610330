import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (webhook signing secrets, integration tokens and passwords) under `config.secretsKey`:
 * AES-256-GCM with a fresh 12-byte IV, stored as `iv.tag.ciphertext`, each base64url.
 */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
