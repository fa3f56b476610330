import { describe, expect, it } from 'vitest';
import { attemptsLeftText, remainingAttemptsMessage } from '../auth/auth';
import { bulkMessages } from '../orders/orders-bulk';
import { bulkEditMessages } from '../orders/orders-bulk-edit';
import { invalidCodeMessage } from '../two-factor/two-factor';

describe('count messages agree with the count in Polish', () => {
  it('attempts left: the verb and the noun follow the number', () => {
    expect(attemptsLeftText(1)).toBe('Pozostała 1 próba przed czasową blokadą.');
    expect(attemptsLeftText(2)).toBe('Pozostały 2 próby przed czasową blokadą.');
    expect(attemptsLeftText(5)).toBe('Pozostało 5 prób przed czasową blokadą.');
    expect(attemptsLeftText(22)).toBe('Pozostały 22 próby przed czasową blokadą.');
    expect(remainingAttemptsMessage(2)).toMatch(/ Pozostały 2 próby przed czasową blokadą\.$/);
    expect(invalidCodeMessage(1)).toMatch(/ Pozostała 1 próba przed czasową blokadą\.$/);
  });

  it('a status change names the orders in the genitive', () => {
    expect(bulkMessages.statusChanged(1)).toBe('Zmieniono status 1 zamówienia.');
    expect(bulkMessages.statusChanged(2)).toBe('Zmieniono status 2 zamówień.');
    expect(bulkMessages.statusChanged(5)).toBe('Zmieniono status 5 zamówień.');
    expect(bulkMessages.archived(2)).toBe('Zarchiwizowano 2 zamówienia.');
    expect(bulkMessages.deleted(5)).toBe('Usunięto 5 zamówień.');
  });

  it('the bulk edit counts changed orders and the skipped ones', () => {
    expect(bulkEditMessages.edited(1, 0)).toBe('Zmieniono 1 zamówienie.');
    expect(bulkEditMessages.edited(12, 1)).toBe('Zmieniono 12 zamówień, pominięto 1.');
    expect(bulkEditMessages.edited(2, 3)).toBe('Zmieniono 2 zamówienia, pominięto 3.');
  });
});
