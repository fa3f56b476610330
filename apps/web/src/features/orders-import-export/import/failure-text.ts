import { ApiError } from '../../../lib/api-client';

export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;
