import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { Agent, request } from 'undici';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { importLimits, SourceError } from './limits';
import { checkUrl, guardedLookup, isForbiddenAddress, ssrfReasons } from './ssrf';

export interface FetchPolicy {
  /** Which resolved addresses are refused; tests loosen it to reach their own local server. */
  isForbidden?: (address: string) => boolean;
  maxBytes?: number;
  timeoutMs?: number;
}

function agentFor(isForbidden: (address: string) => boolean): Agent {
  const lookup: typeof guardedLookup = (hostname, options, callback) =>
    guardedLookup(hostname, options, callback, isForbidden);
  return new Agent({ connect: { lookup: lookup as never }, connections: 2 });
}

export function sizeGuard(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(new SourceError(importMessages.tooLarge(maxBytes / 1048576), 413));
      done(null, chunk);
    },
  });
}

function reasonOf(error: unknown): string {
  if (error instanceof SourceError) return error.message;
  const err = error as { code?: string; cause?: { code?: string; message?: string }; message?: string };
  const code = err.code ?? err.cause?.code;
  if (code === 'EFORBIDDENADDRESS') return ssrfReasons.address;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return ssrfReasons.resolve;
  if (code === 'ECONNREFUSED') return 'serwer odmówił połączenia';
  if (
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    err.message?.includes('aborted')
  )
    return 'przekroczono czas oczekiwania';
  if (Object.values(ssrfReasons).includes(err.message as never)) return err.message!;
  return 'błąd połączenia';
}

/**
 * Fetches a URL to a file on the server (DESIGN.md "Input from outside"): http(s) only, every
 * resolved address checked at connection time, redirects followed by hand so that each hop is
 * checked again, size and time bounded. Failures are a SourceError with a Polish reason.
 */
export async function fetchToFile(
  rawUrl: string,
  destination: string,
  policy: FetchPolicy = {},
): Promise<void> {
  const isForbidden = policy.isForbidden ?? isForbiddenAddress;
  const maxBytes = policy.maxBytes ?? importLimits.maxBytes;
  const signal = AbortSignal.timeout(policy.timeoutMs ?? importLimits.fetchTimeoutMs);
  const dispatcher = agentFor(isForbidden);
  try {
    let url = rawUrl;
    for (let hop = 0; ; hop += 1) {
      const checked = checkUrl(url, isForbidden);
      const response = await request(checked, {
        dispatcher,
        signal,
        method: 'GET',
        headers: { accept: '*/*' },
      });
      if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
        await response.body.dump();
        if (hop >= importLimits.maxRedirects) throw new SourceError('zbyt wiele przekierowań');
        url = new URL(String(response.headers.location), checked).toString();
        continue;
      }
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new SourceError(`serwer odpowiedział kodem ${response.statusCode}`);
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > maxBytes) {
        await response.body.dump();
        throw new SourceError(importMessages.tooLarge(maxBytes / 1048576), 413);
      }
      await pipeline(response.body, sizeGuard(maxBytes), createWriteStream(destination));
      return;
    }
  } catch (error) {
    await unlink(destination).catch(() => {});
    const status = error instanceof SourceError ? error.status : 400;
    throw new SourceError(importMessages.fetchFailed(reasonOf(error)), status);
  } finally {
    await dispatcher.close().catch(() => {});
  }
}
