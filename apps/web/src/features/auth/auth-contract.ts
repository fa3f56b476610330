import type * as AuthContractModule from '@zaplecze/contract/auth/auth';

type AuthContract = typeof AuthContractModule;

let loading: Promise<AuthContract> | null = null;

/**
 * The contract's auth module carries zod (about 40 KB gzip). The login route renders without it
 * and loads it, with the texts it owns, right after the first paint; validation waits for it.
 */
export function loadAuthContract(): Promise<AuthContract> {
  loading ??= import('./contract-translations').then(() => import('@zaplecze/contract/auth/auth'));
  return loading;
}
