import { errorResponse } from '@zaplecze/contract/common/error-response';

/** Every answer a change of one order can get besides its success. */
export const mutationErrors = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
