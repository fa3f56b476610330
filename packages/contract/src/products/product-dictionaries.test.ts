import { describe, expect, it } from 'vitest';
import {
  ellipsisPageItems,
  largeListPageWindow,
  normalizeTaxNumber,
  taxNumberIssue,
} from './product-dictionaries';
import { upsertSupplierBody } from '../suppliers/suppliers';

describe('page windows of spec 002 §9', () => {
  it('shows every category page up to 7, then first, last and neighbours with ellipses', () => {
    expect(ellipsisPageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ellipsisPageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(ellipsisPageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(ellipsisPageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows five pages for producers, brands and suppliers: 1–5 near the start, the last five near the end', () => {
    expect(largeListPageWindow(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(largeListPageWindow(4, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(largeListPageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(largeListPageWindow(17, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});

describe('tax numbers of suppliers and GPSR companies', () => {
  it('checks a Polish NIP by its checksum and a foreign number by its characters', () => {
    expect(taxNumberIssue('526-000-12-46', 'PL')).toBeNull();
    expect(taxNumberIssue('5260001245', 'PL')).toBe('Nieprawidłowy NIP (błędna cyfra kontrolna)');
    expect(taxNumberIssue('DE 123456789', 'DE')).toBeNull();
    expect(taxNumberIssue('x', 'DE')).not.toBeNull();
    expect(taxNumberIssue('', 'PL')).toBeNull();
    expect(normalizeTaxNumber('526 000 12 46', 'PL')).toBe('5260001246');
  });

  it('stores the NIP normalised and treats whitespace as empty', () => {
    const parsed = upsertSupplierBody.parse({ name: ' Volt ', nip: '526-000-12-46', email: '  ' });
    expect(parsed).toMatchObject({ id: null, name: 'Volt', nip: '5260001246', email: '', countryCode: 'PL' });
    expect(upsertSupplierBody.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Proszę wprowadzić nazwę dostawcy',
    );
  });
});
