import { Agent, request } from 'undici';
import { webhookLimits, webhookMessages } from '@zaplecze/contract/webhooks/webhooks';
import { checkUrl, guardedLookup, isForbiddenAddress } from '../product-import/service';

export const webhookTimeoutMs = 5000;

function isLoopback(address: string): boolean {
  return /^(127\.|::ffff:127\.)/i.test(address) || address === '::1';
}

/**
 * Which addresses a delivery may not reach: the import's SSRF list (loopback, private,
 * link-local…); the test-only setting lets loopback through, nothing else.
 */
export function forbiddenFor(allowLoopback: boolean): (address: string) => boolean {
  return allowLoopback
    ? (address) => !isLoopback(address) && isForbiddenAddress(address)
    : isForbiddenAddress;
}

/** The URL a subscription may keep: https (http only with the test-only loopback setting), no internal host. */
export function checkWebhookUrl(raw: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = checkUrl(raw, forbiddenFor(allowLoopback));
  } catch (error) {
    return (error as { code?: string }).code === 'EFORBIDDENADDRESS'
      ? webhookMessages.urlForbidden
      : webhookMessages.urlInvalid;
  }
  if (url.protocol !== 'https:' && !allowLoopback) return webhookMessages.urlHttps;
  return null;
}

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** The first 2 KB of the answer. */
  response: string | null;
  error: string | null;
}

function reasonOf(error: unknown): string {
  const err = error as { code?: string; cause?: { code?: string }; name?: string; message?: string };
  const code = err.code ?? err.cause?.code;
  if (code === 'EFORBIDDENADDRESS') return webhookMessages.urlForbidden;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'nie można odnaleźć serwera o tej nazwie';
  if (code === 'ECONNREFUSED') return 'serwer odmówił połączenia';
  if (code === 'ECONNRESET') return 'serwer zerwał połączenie';
  if (
    err.name === 'TimeoutError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  )
    return `przekroczono czas oczekiwania (${webhookTimeoutMs / 1000} s)`;
  return 'błąd połączenia';
}

async function firstBytes(body: AsyncIterable<Buffer>, max: number): Promise<string> {
  const parts: Buffer[] = [];
  let seen = 0;
  for await (const chunk of body) {
    if (seen < max) parts.push(chunk.subarray(0, max - seen));
    seen += chunk.length;
    if (seen >= max) break;
  }
  return Buffer.concat(parts).toString('utf8');
}

/**
 * One POST of a delivery: the URL checked again, the host resolved once per attempt by the
 * guarded lookup and the connection made to that address (no second resolution to rebind),
 * 5 s for the whole exchange, redirects not followed (a 3xx is a failure), the first 2 KB kept.
 */
export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: { allowLoopback: boolean; now?: () => number },
): Promise<SendResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const isForbidden = forbiddenFor(options.allowLoopback);
  const lookup: typeof guardedLookup = (hostname, lookupOptions, callback) =>
    guardedLookup(hostname, lookupOptions, callback, isForbidden);
  const dispatcher = new Agent({
    connect: { lookup: lookup as never, timeout: webhookTimeoutMs },
    connections: 1,
  });
  try {
    const invalid = checkWebhookUrl(rawUrl, options.allowLoopback);
    if (invalid) return { ok: false, statusCode: null, latencyMs: 0, response: null, error: invalid };
    const response = await request(rawUrl, {
      dispatcher,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Zaplecze-Webhooks/1', ...headers },
      body,
      signal: AbortSignal.timeout(webhookTimeoutMs),
    });
    const text = await firstBytes(response.body, webhookLimits.responseBytes).catch(() => '');
    await response.body.dump().catch(() => {});
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return {
      ok,
      statusCode: response.statusCode,
      latencyMs: Math.max(0, Math.round(now() - started)),
      response: text,
      error: ok ? null : `serwer odpowiedział kodem ${response.statusCode}`,
    };
  } catch (error) {
    return {
      ok: false,
      statusCode: null,
      latencyMs: Math.max(0, Math.round(now() - started)),
      response: null,
      error: reasonOf(error),
    };
  } finally {
    await dispatcher.close().catch(() => {});
  }
}
