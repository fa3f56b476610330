import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiCallBuffer } from './buffer';
import type { ApiCallRecord } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event log's buffer of API calls (flushed every second and on close). */
    apiCallLog: ApiCallBuffer;
  }
}

/** The buffer of API calls, on the root app so it is flushed when the app closes. */
export const eventLogPlugin = fp(async (app) => {
  const buffer = new ApiCallBuffer(app.deps.database.db, app.log);
  app.decorate('apiCallLog', buffer);
  app.addHook('onClose', async () => buffer.close());
});

/** The record of a call made with an API key; null for a person's session (or no caller). */
export function apiCallOf(request: FastifyRequest, reply: FastifyReply): ApiCallRecord | null {
  const auth = request.auth as FastifyRequest['auth'] | null;
  const key = auth?.apiKey;
  if (!auth || !key) return null;
  const query = request.url.indexOf('?');
  return {
    accountId: auth.accountId,
    method: request.method,
    path: query === -1 ? request.url : request.url.slice(0, query),
    route: request.routeOptions.url ?? null,
    status: reply.statusCode,
    durationMs: reply.elapsedTime,
    keyId: key.id,
    keyName: key.name,
    ip: request.ip,
    requestId: request.id,
  };
}

/**
 * The onResponse hook of the authenticated scope (registered first in its list in app.ts):
 * every call answered to an API key is queued for the event log, whatever its status.
 */
export const apiCallRecorder = fp(async (scope) => {
  scope.addHook('onResponse', async (request, reply) => {
    const call = apiCallOf(request, reply);
    if (call) scope.apiCallLog.record(call);
  });
});
