import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { backoffMs } from './delivery';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { newSigningSecret, signPayload } from './secrets';
import { checkWebhookUrl } from './send';

describe('webhook secrets, signatures and settings', () => {
  const key = Buffer.alloc(32, 3);

  it('encrypts a secret so only the key opens it, and a changed byte is refused', () => {
    const secret = newSigningSecret();
    const stored = encryptSecret(key, secret);
    expect(stored).not.toContain(secret.slice(6));
    expect(decryptSecret(key, stored)).toBe(secret);
    expect(() => decryptSecret(Buffer.alloc(32, 4), stored)).toThrow();
    const [iv, tag, body] = stored.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptSecret(key, [iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('signs exactly as the standardwebhooks package does', () => {
    const secret = newSigningSecret();
    const at = new Date('2026-11-27T12:00:00Z');
    const body = '{"type":"order.created","timestamp":"2026-11-27T12:00:00.000Z","data":{"version":1}}';
    expect(signPayload(secret, 'msg_1', at.getTime() / 1000, body)).toBe(
      new Webhook(secret).sign('msg_1', at, body),
    );
  });

  it('refuses the loopback setting in production; https only without it', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), WEBHOOKS_ALLOW_LOOPBACK: '1' }),
    ).toThrow(/test-only/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).webhooksAllowLoopback).toBe(
      false,
    );
    expect(checkWebhookUrl('http://example.com/hook', false)).toBe('Adres musi zaczynać się od https://');
    expect(checkWebhookUrl('https://10.0.0.5/hook', false)).toMatch(/sieć wewnętrzną/);
    expect(checkWebhookUrl('https://127.0.0.1/hook', false)).toMatch(/sieć wewnętrzną/);
    expect(checkWebhookUrl('http://127.0.0.1:9/hook', true)).toBeNull();
    expect(checkWebhookUrl('https://10.0.0.5/hook', true)).toMatch(/sieć wewnętrzną/);
  });

  it('backs off exponentially with full jitter, capped at 6 hours', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, () => 0.5))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(backoffMs(30, () => 0.999)).toBeLessThanOrEqual(6 * 3600_000);
    expect(backoffMs(3, () => 0)).toBe(1000);
  });
});
