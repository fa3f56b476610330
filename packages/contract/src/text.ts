import { z } from 'zod';

export const textMessages = {
  forbiddenCharacters: 'Pole zawiera niedozwolone znaki.',
} as const;

/**
 * NUL, which PostgreSQL refuses in text, and UTF-16 surrogates without their pair, which are not
 * Unicode at all (JSON and jsonb refuse them). With the `u` flag a paired surrogate is one code
 * point outside the class, so only lone halves match.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const forbiddenCharacter = /[\u0000\uD800-\uDFFF]/u;

export function hasForbiddenCharacters(value: string): boolean {
  return forbiddenCharacter.test(value);
}

/** Text any field may hold; the API also refuses these characters in every request value before validation. */
export const cleanText = () =>
  z.string().refine((value) => !hasForbiddenCharacters(value), textMessages.forbiddenCharacters);
