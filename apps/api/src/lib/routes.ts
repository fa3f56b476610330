import { z } from 'zod';
import { errorResponse } from '@zaplecze/contract/common/error-response';

/** The `:id` of one record; a malformed id is a 400 under `id`. */
export const idParams = z.object({ id: z.uuid() });

/** What a read of an account's records can answer besides success: bad input, no session, no right, unknown id. */
export const readErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** …and a change besides: a read-only account (402), a stale version or a taken name (409). */
export const writeErrors = { ...readErrors, 402: errorResponse, 409: errorResponse };

/** Who acts, for services and their audit entries: the caller `requireAuth` let in, and their IP. */
export const actorOf = (request: { auth: { userId: string; accountId: string }; ip: string }) => ({
  userId: request.auth.userId,
  accountId: request.auth.accountId,
  ip: request.ip,
});

/** The error answers a route documents when neither `readErrors` nor `writeErrors` fits, e.g. `errorResponses(400, 401)`. */
export function errorResponses<Code extends number>(...codes: Code[]): Record<Code, typeof errorResponse> {
  return Object.fromEntries(codes.map((code) => [code, errorResponse])) as Record<Code, typeof errorResponse>;
}
