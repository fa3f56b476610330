import { errorResponse } from '@zaplecze/contract/error-response';
import type { Actor } from './create';

/** Every answer a change of one order can get besides its success. */
export const mutationErrors = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

export const actorOf = (request: { auth: { userId: string; accountId: string }; ip: string }): Actor => ({
  userId: request.auth.userId,
  accountId: request.auth.accountId,
  ip: request.ip,
});
