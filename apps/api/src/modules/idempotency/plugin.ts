import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyMessages } from '@zaplecze/contract/common/idempotency';
import { AppError, validationFailed } from '../../errors';
import { claimKey, releaseKey, storeAnswer, type IdempotencyScope } from './repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an `Idempotency-Key` header: a retry with the same key and body gets the
     * first answer for 24 hours (docs/decisions/idempotency.md). Only inside the authenticated scope.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { scope: IdempotencyScope; settled: boolean };
    /** The body as the client sent it (parsed, before validation's defaults), fingerprinted. */
    idempotencyFingerprint?: string;
  }
}

export const idempotencyHeader = 'idempotency-key';

/** The header is a structured-field string (`"…"`); a bare token is accepted too. */
function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[idempotencyHeader];
  if (raw === undefined) return undefined;
  const value = (Array.isArray(raw) ? raw.join(',') : raw).trim();
  const key = /^"(.*)"$/.exec(value)?.[1] ?? value;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw validationFailed({ 'Idempotency-Key': idempotencyMessages.invalidKey });
  return key;
}

/** What makes two requests "the same": method, path with query, and the parsed body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n`)
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * `config: { idempotent: true }` on a route adds these hooks to it: the claim runs after the
 * route's own guards (a refused caller never touches a key), the answer is stored on its way out.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const db = () => app.deps.database.db;

  const fingerprint: preValidationHookHandler = async (request) => {
    if (request.headers[idempotencyHeader] !== undefined)
      request.idempotencyFingerprint = requestFingerprint(request.method, request.url, request.body);
  };

  const claim: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(request);
    if (!key) return;
    const principal = request.auth.apiKey ? `key:${request.auth.apiKey.id}` : `user:${request.auth.userId}`;
    const scope = { accountId: request.auth.accountId, principal, key };
    const outcome = await claimKey(db(), scope, request.idempotencyFingerprint!);
    if (outcome.kind === 'mismatch')
      throw new AppError('IDEMPOTENCY_KEY_REUSED', idempotencyMessages.keyReused);
    if (outcome.kind === 'running') throw new AppError('IDEMPOTENCY_CONFLICT', idempotencyMessages.inFlight);
    if (outcome.kind === 'done') {
      reply.code(outcome.status).header('idempotent-replayed', 'true');
      if (outcome.type) reply.type(outcome.type);
      return reply.send(outcome.body);
    }
    request.idempotency = { scope, settled: false };
  };

  const record: onSendHookHandler = async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held || held.settled) return payload;
    held.settled = true;
    // Only a success is the final answer; an error frees the key so a retry runs the request again.
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      const type = reply.getHeader('content-type');
      await storeAnswer(db(), held.scope, {
        status: reply.statusCode,
        type: typeof type === 'string' ? type : null,
        body: payload,
      });
    } else {
      await releaseKey(db(), held.scope);
    }
    return payload;
  };

  const release: onResponseHookHandler = async (request) => {
    const held = request.idempotency;
    if (held && !held.settled) {
      held.settled = true;
      await releaseKey(db(), held.scope);
    }
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preValidation = [fingerprint, ...toArray(route.preValidation)];
    route.preHandler = [...toArray(route.preHandler), claim];
    route.onSend = [...toArray(route.onSend), record];
    route.onResponse = [...toArray(route.onResponse), release];
  });
});
