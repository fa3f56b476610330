import { describe, expect, it } from 'vitest';
import { countryList, isoCountryCodes } from '../common/countries';
import { billingCardForm, contactCardForm, isValidTaxNumber } from './order-cards';
import { noteCounter } from './order-detail-parts';
import { daysRemaining, daysUntil } from './order-details';
import { lineAmounts, orderTotals, remainingAmount, vatFromGross } from './order-money';

describe('daysRemaining', () => {
  const now = new Date('2026-11-21T22:55:00Z'); // 23:55 in Warsaw

  it('counts calendar days in Polish time, not 24-hour periods', () => {
    expect(daysRemaining('2026-11-21T23:05:00Z', now)).toBe(1); // 00:05 tomorrow in Warsaw
    expect(daysRemaining('2026-11-21T22:59:00Z', now)).toBe(0);
    expect(daysRemaining('2026-11-28T08:00:00+01:00', now)).toBe(7);
  });

  it('never goes below 0 and is null without a date', () => {
    expect(daysRemaining('2026-11-01T10:00:00Z', now)).toBe(0);
    expect(daysRemaining(null, now)).toBeNull();
    expect(daysRemaining('nie-data', now)).toBeNull();
  });

  it('is not thrown off by the change to summer time', () => {
    expect(daysRemaining('2027-03-29T10:00:00+02:00', new Date('2027-03-27T10:00:00+01:00'))).toBe(2);
  });
});

describe('order money in grosze', () => {
  it('takes the VAT out of a gross amount, rounding half-up once', () => {
    expect(vatFromGross(42, 12)).toBe(5); // exactly 4.5 grosze
    expect(vatFromGross(2499, 23)).toBe(467);
    expect(vatFromGross(1000, 0)).toBe(0);
  });

  it('derives the net of a line from its gross total, not from the rounded unit', () => {
    expect(lineAmounts('0.99', 1000, 23)).toEqual({
      netUnit: 80,
      grossUnit: 99,
      grossTotal: 99000,
      netTotal: 80488,
    });
    expect(lineAmounts('24.99', 2, 23)).toEqual({
      netUnit: 2032,
      grossUnit: 2499,
      grossTotal: 4998,
      netTotal: 4063,
    });
  });

  it('sums an order exactly and leaves what is still to pay', () => {
    const lines = [
      { grossPrice: '0.10', quantity: 3, tax: 23 },
      { grossPrice: '0.20', quantity: 1, tax: 5 },
    ];
    expect(orderTotals(lines)).toEqual({ net: '0.43', gross: '0.50' });
    expect(remainingAmount('0.50', '0.30')).toBe('0.20');
    expect(remainingAmount('10.00', '12.50')).toBe('-2.50');
  });
});

describe('cards in the browser form', () => {
  const address = { street: 'Długa', buildingNumber: '1', city: 'Kraków', country: 'pl', zipCode: '31-147' };

  it('asks for the NIP only on an invoice and stores it as digits', () => {
    expect(billingCardForm.parse({ ...address, documentType: 'receipt', nip: 'cokolwiek' }).nip).toBeNull();
    expect(billingCardForm.parse({ ...address, documentType: 'invoice', nip: '526 025 02 74' }).nip).toBe(
      '5260250274',
    );
    const invalid = billingCardForm.safeParse({
      ...address,
      documentType: 'invoice',
      nip: '5260250275',
      zipCode: '31147',
      city: '',
    });
    expect(invalid.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['city', 'Pole wymagane'],
      ['zipCode', 'Wpisz kod w formacie 00-000'],
      ['nip', 'Podaj poprawny NIP'],
    ]);
    expect(isValidTaxNumber('CZ-12', 'CZ')).toBe(true);
    expect(isValidTaxNumber('ab', 'CZ')).toBe(false);
  });

  it('checks e-mail and phone when given', () => {
    expect(contactCardForm.parse({ email: '', phoneNumber: ' ', companyName: '' })).toEqual({
      email: null,
      phoneNumber: null,
      companyName: null,
    });
    expect(
      contactCardForm
        .safeParse({ email: 'a@', phoneNumber: '12' })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Podaj poprawny adres email', 'Podaj poprawny numer telefonu']);
  });

  it('counts note characters as "n/400"', () => {
    expect(noteCounter('Paczka')).toBe('6/400');
  });
});

describe('countryList', () => {
  it('names every ISO country in Polish, in Polish order', () => {
    const countries = countryList('pl');
    expect(countries).toHaveLength(isoCountryCodes.length);
    expect(new Set(isoCountryCodes).size).toBe(249);
    expect(countries.find((country) => country.code === 'PL')?.name).toBe('Polska');
    const names = countries.map((country) => country.name);
    // By code points 'Ł' would come after 'Zimbabwe'; Polish puts it right after 'L'.
    const [luxembourg, latvia, madagascar] = ['Luksemburg', 'Łotwa', 'Madagaskar'].map((name) =>
      names.indexOf(name),
    );
    expect(luxembourg).toBeGreaterThan(-1);
    expect(latvia).toBe(luxembourg + 1);
    expect(madagascar).toBeGreaterThan(latvia);
  });
});

describe('daysUntil', () => {
  it('counts calendar days in Polish time and goes negative once the date has passed', () => {
    const now = new Date('2026-11-21T12:00:00+01:00');
    expect(daysUntil('2026-10-26T12:00:00+01:00', now)).toBe(-26);
    expect(daysUntil('2026-11-20T23:30:00+01:00', now)).toBe(-1);
    expect(daysUntil('2026-11-21T23:30:00+01:00', now)).toBe(0);
    expect(daysUntil('2026-11-22T00:05:00+01:00', now)).toBe(1);
    expect(daysUntil(null, now)).toBeNull();
  });
});
