import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-Shopify-Hmac-Sha256`: the base64 HMAC-SHA256 of the raw body keyed with the app's secret. */
export function shopifyHmac(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Whether the header is the body's signature, compared in constant time. */
export function verifyShopifyHmac(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(shopifyHmac(rawBody, secret), 'base64');
  const given = Buffer.from(header.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
