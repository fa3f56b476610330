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

/** The value without those characters, for text read from files (imports) rather than typed in a form. */
export function withoutForbiddenCharacters(value: string): string {
  return value.replace(new RegExp(forbiddenCharacter.source, 'gu'), '');
}

/**
 * The text primitive for form fields: a string without those characters, with the Polish message
 * on the field. The API also refuses them in every request value before validation (input guard).
 */
export const cleanText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasForbiddenCharacters(value), textMessages.forbiddenCharacters);
