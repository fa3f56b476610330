import { describe, expect, it } from 'vitest';
import { companyNameField } from '../accounts/accounts';
import { cleanText, hasForbiddenCharacters, textMessages } from './text';

describe('clean text', () => {
  it('finds NUL and unpaired surrogates, not emoji or Polish letters', () => {
    expect(hasForbiddenCharacters('Zażółć gęślą jaźń 😀')).toBe(false);
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('\ud800')).toBe(true);
    expect(hasForbiddenCharacters('x\udfff')).toBe(true);
    expect(hasForbiddenCharacters('\ud83d\ude00')).toBe(false);
  });

  it('refuses them with the Polish field message, also in the fields built on it', () => {
    expect(cleanText().safeParse('ok').success).toBe(true);
    expect(cleanText().safeParse('a\u0000').error?.issues[0]?.message).toBe(textMessages.forbiddenCharacters);
    expect(companyNameField.safeParse('Firma \ud800').error?.issues[0]?.message).toBe(
      textMessages.forbiddenCharacters,
    );
    expect(companyNameField.parse('  Firma  ')).toBe('Firma');
  });
});
