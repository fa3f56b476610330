import { describe, expect, it } from 'vitest';
import { auditListQuery, auditTargetLabel, describeAuditDetails, formatAuditTime } from './audit';

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
    ).toBe('Rola: Sprzedawca → Kierownik; Uprawnienia: nadano Zamówienia (OMS) – Odczyt; Kopia roli');
    expect(describeAuditDetails({})).toBe('');
    expect(
      describeAuditDetails(
        {
          changes: { color: { before: null, after: '#336699' }, isProtected: { before: null, after: false } },
        },
        'create',
      ),
    ).toBe('Kolor: #336699; Status chroniony: nie');
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

  it('reads names, money, dates, permissions and types as Polish, never an id', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(
      describeAuditDetails({
        changes: {
          statusId: {
            before: { id: '5bcfeb2c-0000-4000-8000-000000000001', label: 'Nowe' },
            after: { id: '3b549029-0000-4000-8000-000000000002', label: 'W realizacji' },
          },
        },
        bulk: true,
      }),
    ).toBe('Status: Nowe → W realizacji; Zmiana zbiorcza');
    expect(
      describeAuditDetails({
        changes: { statusId: { before: '5bcfeb2c-0000-4000-8000-000000000001', after: null } },
      }),
    ).toBe('Status: nieznany (usunięty) → —');
    expect(
      describeAuditDetails({
        changes: { permissions: { before: ['oms.read', 'wms.read'], after: ['oms.read', 'oms.delete'] } },
      }),
    ).toBe('Uprawnienia: nadano Zamówienia (OMS) – Usuwanie; odebrano Magazyn (WMS) – Odczyt');
    expect(
      plain(
        describeAuditDetails({
          currency: 'EUR',
          changes: {
            alreadyPaid: { before: '0.00', after: '1234.56' },
            deliveryDateEnd: { before: null, after: '2026-10-28T00:00:00.000Z' },
            paymentMethod: { before: 'blik', after: 'transfer' },
            prepareInvoice: { before: false, after: true },
            'deliveryAddress.country': { before: 'PL', after: 'DE' },
          },
        }),
      ),
    ).toBe(
      'Zapłacono: 0,00 EUR → 1 234,56 EUR; Termin dostawy: — → 28.10.2026 01:00; Metoda płatności: BLIK → Przelew; ' +
        'Dokument sprzedaży: Paragon → Faktura; Kraj (adres dostawy): Polska → Niemcy',
    );
    expect(
      describeAuditDetails({
        changes: {
          deliveryMethod: { before: 'courier', after: 'pickup' },
          warehouseId: { before: { id: 'a', label: 'Kraków' }, after: { id: 'b', label: 'Gdańsk' } },
        },
        bulk: true,
      }),
    ).toBe('Metoda dostawy: Kurier → Punkt odbioru; Magazyn: Kraków → Gdańsk; Zmiana zbiorcza');
    expect(plain(describeAuditDetails({ externalId: 'A-1', totalGross: '1234.56 PLN' }))).toBe(
      'ID zewnętrzne: A-1; Wartość brutto: 1 234,56 zł',
    );
    expect(
      describeAuditDetails({
        copiedFromId: 'x',
        copiedParts: ['products', 'payments'],
        note: 'Kopia zamówienia #5',
      }),
    ).toBe('Skopiowane części: Produkty, Płatności; Kopia zamówienia #5');
    expect(auditTargetLabel('order_saved_filter', 'Pilne')).toBe('Zapisany filtr: Pilne');
    expect(auditTargetLabel('order', '#12')).toBe('Zamówienie: #12');
    expect(formatAuditTime('2026-07-01T10:05:00Z')).toBe('01.07.2026 12:05');
  });

  it("names a return's and a shipment's fields and codes in Polish, the refund as money", () => {
    const text = describeAuditDetails({
      changes: {
        returnRefund: { before: null, after: '1234.5' },
        returnStatus: { before: 'new', after: 'accepted' },
        shipmentCourier: { before: null, after: 'inpost' },
      },
      note: 'Zarejestrowano zwrot ZW/2026/0001',
    });
    expect(text.replace(/\s/g, ' ')).toContain('Kwota zwrotu: — → 1 234,50 zł');
    expect(text).toContain('Status zwrotu: Nowy → Przyjęty');
    expect(text).toContain('Przewoźnik: — → InPost');
    expect(text).not.toMatch(/return|shipment|inpost/);
  });

  it('defaults to all actions and 10 entries, and refuses a range that ends before it starts', () => {
    expect(auditListQuery.parse({})).toEqual({ page: 1, limit: 10, action: 'all' });
    expect(auditListQuery.safeParse({ from: '2026-05-02', to: '2026-05-01' }).success).toBe(false);
    expect(auditListQuery.safeParse({ action: 'logowanie' }).success).toBe(false);
  });
});
