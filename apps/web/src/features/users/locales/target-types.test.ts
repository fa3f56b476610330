import { describe, expect, it } from 'vitest';
import { employeeAccountsEn } from './en';
import { employeeAccountsPl } from './pl';

describe('history object types', () => {
  it('reads every object type of the Polish list in English too (none falls back to "Object")', () => {
    const polish = Object.keys(employeeAccountsPl.employeeAccounts.historyTab.targetTypes).sort();
    const english = Object.keys(employeeAccountsEn.employeeAccounts.historyTab.targetTypes).sort();
    expect(english).toEqual(polish);
  });
});
