import { apiKeyMessages, rotationOverlapHours } from '@zaplecze/contract/api-keys/api-keys';
import { actionNames } from '@zaplecze/contract/roles/permissions';

export const integrationsPl = {
  integrations: {
    title: 'Integracje',
    subtitle: 'Połączenia z programami, sklepami i kurierami.',
    tabs: { available: 'Dostępne', api: 'API', webhooks: 'Webhooki' },
    noAccess: {
      title: 'Brak dostępu',
      text: 'Integracjami zarządza administrator firmy. Poproś go o dostęp.',
      back: 'Wróć do pulpitu',
    },
    catalogue: {
      api: {
        name: 'API',
        text: 'Klucze API dla własnych skryptów, ERP i integratorów — te same operacje co w panelu, z wybranymi uprawnieniami.',
        state_one: '{{count}} aktywny klucz',
        state_few: '{{count}} aktywne klucze',
        state_many: '{{count}} aktywnych kluczy',
        state_other: '{{count}} aktywnego klucza',
        none: 'Brak kluczy',
        open: 'Zarządzaj kluczami',
      },
      webhooks: {
        name: 'Webhooki',
        text: 'Powiadomienia o zamówieniach, produktach i stanach wysyłane na Twój adres, podpisane zgodnie ze Standard Webhooks.',
        state: 'Skonfiguruj',
        open: 'Przejdź do webhooków',
      },
      shopify: { name: 'Shopify', text: 'Import zamówień i synchronizacja produktów ze sklepem Shopify.' },
      dpd: { name: 'DPD Polska', text: 'Etykiety i śledzenie przesyłek kuriera DPD.' },
      soon: 'Wkrótce',
      stateLabel: 'Stan',
      error: 'Nie udało się pobrać stanu integracji.',
    },
    apiKeys: {
      heading: 'Klucze API',
      intro:
        'Klucz działa w imieniu firmy z uprawnieniami wybranymi przy tworzeniu. Wysyłaj go w nagłówku Authorization: Bearer. Zmiany wykonane kluczem historia podpisuje „Integracja: <nazwa>”.',
      docs: 'Dokumentacja API',
      add: 'Nowy klucz',
      empty: 'Brak kluczy API. Utwórz pierwszy, aby połączyć program z zapleczem.',
      loadError: 'Nie udało się pobrać kluczy API.',
      columns: {
        name: 'Nazwa',
        key: 'Klucz',
        scopes: 'Uprawnienia',
        expires: 'Wygasa',
        lastUsed: 'Ostatnie użycie',
        state: 'Stan',
        actions: 'Akcje',
      },
      states: { active: 'Aktywny', expired: 'Wygasł', revoked: 'Unieważniony' },
      never: 'Nigdy',
      noExpiry: 'Bez terminu',
      from: 'z {{ip}}',
      overlap: 'Poprzedni sekret działa do {{date}}',
      rotate: 'Wydaj nowy sekret',
      rotateAria: 'Wydaj nowy sekret klucza {{name}}',
      revoke: 'Unieważnij',
      revokeAria: 'Unieważnij klucz {{name}}',
      rotateConfirm: {
        title: 'Wydać nowy sekret?',
        message: `Klucz <b>{{name}}</b> dostanie nowy sekret. Poprzedni będzie działał jeszcze ${rotationOverlapHours} h — w tym czasie podmień go w integracji.`,
        confirm: 'Wydaj nowy sekret',
      },
      revokeConfirm: {
        title: 'Unieważnić klucz?',
        message:
          'Klucz <b>{{name}}</b> przestanie działać natychmiast, razem z sekretem sprzed rotacji. Tej operacji nie można cofnąć.',
        confirm: 'Unieważnij klucz',
      },
      form: {
        title: 'Nowy klucz API',
        name: 'Nazwa integracji',
        namePlaceholder: 'np. ERP, Magazyn zewnętrzny',
        scopes: 'Uprawnienia klucza',
        scopesHint: 'Wybierz tylko to, czego integracja potrzebuje. Każda akcja modułu obejmuje też odczyt.',
        expiry: 'Ważność',
        expiryOptions: { never: 'Bez terminu', d30: '30 dni', d90: '90 dni', d365: '1 rok' },
        quota: 'Limit zapytań na minutę',
        quotaHint: 'Puste pole — domyślny limit konta.',
        submit: 'Utwórz klucz',
        readImplied: 'Odczyt jest wymagany, gdy zaznaczono inną akcję modułu',
      },
      secret: {
        createdTitle: 'Klucz utworzony',
        rotatedTitle: 'Nowy sekret klucza',
        warning: 'Skopiuj klucz teraz. Nie pokażemy go ponownie — zapisujemy tylko jego skrót.',
        label: 'Klucz API',
        copy: 'Kopiuj',
        copied: 'Skopiowano',
        done: 'Zapisałem klucz',
      },
      failed: {
        create: 'Nie udało się utworzyć klucza.',
        rotate: 'Nie udało się wydać nowego sekretu.',
        revoke: 'Nie udało się unieważnić klucza.',
      },
      toasts: { revoked: apiKeyMessages.revokedToast as string },
    },
    modules: {
      ticket: 'Zgłoszenia (Ticket)',
      oms: 'Zamówienia (OMS)',
      wms: 'Magazyn (WMS)',
      pim: 'Produkty (PIM)',
      pos: 'Sprzedaż (POS)',
    },
    actions: { ...actionNames },
  },
};

export type IntegrationsTranslations = typeof integrationsPl;
