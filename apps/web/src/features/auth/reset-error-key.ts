import { resetConfirmErrorKeys } from '@zaplecze/contract/auth/auth';

/** The translation key for a failed reset confirmation, by HTTP status (spec 000 §8). */
export function resetErrorKey(status: number): string {
  if (status === 400 || status === 404 || status === 0) return resetConfirmErrorKeys[status];
  return resetConfirmErrorKeys.other;
}
