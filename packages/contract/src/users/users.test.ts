import { describe, expect, it } from 'vitest';
import { checkPassword } from '../auth/auth';
import { staffPasswordField, staffPasswordRules, userMessages } from './users';

describe('staff password policy', () => {
  it('needs 8 characters with upper and lower case, a digit and a special character', () => {
    const failed = (password: string) =>
      checkPassword(password, staffPasswordRules)
        .filter((rule) => !rule.passed)
        .map((rule) => rule.id);
    expect(failed('Abcdef1!')).toEqual([]);
    expect(failed('abc')).toEqual(['length', 'uppercase', 'digit', 'special']);
    expect(staffPasswordField.safeParse('Zażółć1!').success).toBe(true);
    expect(staffPasswordField.safeParse('Abcdefg!').error?.issues[0]?.message).toBe(
      userMessages.passwordDigit,
    );
    expect(staffPasswordField.safeParse('Abcdef12').error?.issues[0]?.message).toBe(
      userMessages.passwordSpecial,
    );
  });
});
