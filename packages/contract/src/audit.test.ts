import { describe, expect, it } from 'vitest';
import { auditListQuery, describeAuditDetails } from './audit';

describe('audit details and filters', () => {
  it('describes field changes in Polish, then the note', () => {
    expect(
      describeAuditDetails({
        changes: {
          role: { before: 'Sprzedawca', after: 'Kierownik' },
          permissions: { before: [], after: ['oms.read'] },
        },
        note: 'Kopia roli',
      }),
    ).toBe('Rola: Sprzedawca → Kierownik; Uprawnienia: — → oms.read; Kopia roli');
    expect(describeAuditDetails({})).toBe('');
  });

  it('names order-status and order-card fields in Polish, nested addresses with their card', () => {
    expect(
      describeAuditDetails({
        changes: {
          internalName: { before: 'Nowe', after: 'Przyjęte' },
          'externalName.en': { before: null, after: 'Received' },
          isProtected: { before: false, after: true },
        },
      }),
    ).toBe(
      'Nazwa wewnętrzna: Nowe → Przyjęte; Nazwa zewnętrzna (EN): — → Received; Status chroniony: nie → tak',
    );
    expect(
      describeAuditDetails({
        card: 'delivery',
        changes: { 'deliveryAddress.city': { before: 'Kraków', after: 'Gdańsk' } },
      }),
    ).toBe('Miasto (adres dostawy): Kraków → Gdańsk');
    expect(
      describeAuditDetails({ card: 'contact', changes: { companyName: { before: null, after: 'Allegro' } } }),
    ).toBe('Marketplace: — → Allegro');
    expect(describeAuditDetails({ changes: { companyName: { before: 'A', after: 'B' } } })).toBe(
      'Nazwa firmy: A → B',
    );
  });

  it('defaults to all actions and 10 entries, and refuses a range that ends before it starts', () => {
    expect(auditListQuery.parse({})).toEqual({ page: 1, limit: 10, action: 'all' });
    expect(auditListQuery.safeParse({ from: '2026-05-02', to: '2026-05-01' }).success).toBe(false);
    expect(auditListQuery.safeParse({ action: 'logowanie' }).success).toBe(false);
  });
});
