import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorResponse } from '@zaplecze/contract/common/error-response';
import { genericMessages, statusForCode, type ErrorCode } from '@zaplecze/contract/common/errors';

/**
 * Timeouts of the HTTP server, chosen to sit behind a load balancer (docs/decisions/keep-alive.md):
 * an idle keep-alive connection is kept longer than a balancer keeps its own (60 s on AWS ALB,
 * GCP, nginx's 75 s upstream default aside), so the balancer, not us, closes it and never sends a
 * request down a socket we are closing; the headers must arrive within `headersMs` and the whole
 * request (an import file on a slow link included) within `requestMs`.
 */
export const connectionTimeouts = {
  keepAliveMs: 72_000,
  headersMs: 75_000,
  requestMs: 300_000,
} as const;

const clientErrors: Record<string, [ErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: ['HEADERS_TOO_LARGE', genericMessages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: ['REQUEST_TIMEOUT', genericMessages.requestTimeout],
};

/**
 * A request Node cannot even parse (broken request line or headers, headers over the limit, a
 * request that took too long) never reaches Fastify. Node's and Fastify's own answers to it close
 * the socket without saying so, and a keep-alive client sends its next request down a dead
 * connection (a reset). This answer says `Connection: close` in the one error shape, so the client
 * opens a fresh connection for the next request.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] = clientErrors[error.code ?? ''] ?? ['BAD_REQUEST', genericMessages.malformedRequest];
  const status = statusForCode(code);
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorResponse);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Connection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}

/** Headers timeout is not a Fastify option; it is set on the server Fastify created. */
export function applyConnectionTimeouts(app: FastifyInstance): void {
  app.server.headersTimeout = connectionTimeouts.headersMs;
}
