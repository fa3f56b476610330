import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { AppError } from '../../errors';
import type { QuotaBucket, QuotaStore } from './store';

/** Requests per minute of a key without its own quota, and of all the keys of one account together. */
export interface ApiQuotaLimits {
  keyPerMinute: number;
  accountPerMinute: number;
}

export interface ApiQuotaPluginOptions {
  store: QuotaStore;
  limits: ApiQuotaLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The second onRequest hook of the authenticated scope, after `requireAuth`: a caller with an
     * API key takes a token from its key's and its account's buckets (429 when either is empty);
     * people's sessions pass untouched. See docs/decisions/api-quotas.md.
     */
    enforceApiQuota(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The same shared store, for other limits counted across instances (e.g. shared links). */
    quotaStore: QuotaStore;
  }
}

/** A bucket holds 12 seconds of its quota: the burst a program may send after a quiet spell. */
const burstSeconds = 12;

export function bucketFor(key: string, perMinute: number): QuotaBucket {
  return { key, perMinute, burst: Math.max(1, Math.round((perMinute * burstSeconds) / 60)) };
}

/** The policy as draft-ietf-httpapi-ratelimit-headers-10 has it: `q` requests per `w` seconds. */
function policyItem(name: string, bucket: QuotaBucket): string {
  return `"${name}";q=${bucket.burst};w=${Math.ceil((bucket.burst * 60) / bucket.perMinute)}`;
}

const logEveryMs = 30_000;

export const apiQuotaPlugin = fp(async (app: FastifyInstance, { store, limits }: ApiQuotaPluginOptions) => {
  let lastWarning = 0;
  const warn = (error: unknown) => {
    const now = Date.now();
    if (now - lastWarning < logEveryMs) return;
    lastWarning = now;
    app.log.warn({ err: error }, 'limiter API niedostępny: żądania z kluczami API przechodzą bez limitu');
  };

  app.decorate('quotaStore', store);
  app.decorate('enforceApiQuota', async (request: FastifyRequest, reply: FastifyReply) => {
    const apiKey = request.auth?.apiKey;
    if (!apiKey) return;
    const account = `{${request.auth.accountId}}`;
    const buckets = [
      bucketFor(`${account}:key:${apiKey.id}`, apiKey.requestsPerMinute ?? limits.keyPerMinute),
      bucketFor(`${account}:account`, limits.accountPerMinute),
    ];
    let outcome;
    try {
      outcome = await store.take(buckets);
    } catch (error) {
      // Fail open: a limiter that is down must not take the API down with it.
      warn(error);
      return;
    }
    const names = ['key', 'account'];
    reply.header('ratelimit-policy', buckets.map((bucket, i) => policyItem(names[i]!, bucket)).join(', '));
    reply.header(
      'ratelimit',
      outcome.buckets
        .map((state, i) => `"${names[i]}";r=${state.remaining};t=${Math.ceil(state.resetMs / 1000)}`)
        .join(', '),
    );
    if (!outcome.allowed) {
      const retryMs = Math.max(...outcome.buckets.map((state) => state.retryMs));
      throw new AppError('RATE_LIMITED', genericMessages.rateLimited, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(retryMs / 1000))),
      });
    }
  });

  app.addHook('onReady', async () => store.ready(2_000));
  app.addHook('onClose', async () => store.close());
});
