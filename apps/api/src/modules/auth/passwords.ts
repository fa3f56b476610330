import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id at OWASP's parameters (DESIGN.md §3); 2 is Algorithm.Argon2id, a const enum that isolatedModules cannot read. */
const argon2idOptions: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; without a stored hash it still spends the time of a real check, so the
 * answer time does not tell whether the username or e-mail exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no such user, no such password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
