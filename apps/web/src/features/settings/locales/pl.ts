import { countries } from '@zaplecze/contract/accounts/accounts';
import { profileMessages } from '@zaplecze/contract/settings/settings';

export const settingsPl = {
  settings: {
    general: {
      pageTitle: 'Ustawienia ogólne',
      title: 'Ustawienia ogólne',
      subtitle: 'Dane firmy widoczne na fakturach oraz Twój profil użytkownika.',
    },
    company: {
      title: 'Dane firmy do faktury',
      description: 'Te dane trafiają na faktury i dokumenty sprzedaży.',
      companyName: 'Nazwa firmy',
      vatId: 'NIP',
      email: 'Adres e-mail do faktur',
      street: 'Ulica',
      buildingNumber: 'Numer budynku',
      flatNumber: 'Numer lokalu',
      zipCode: 'Kod pocztowy',
      city: 'Miasto',
      region: 'Województwo',
      country: 'Kraj',
      prefix: 'Prefiks',
      phoneNumber: 'Numer telefonu',
      optional: 'opcjonalnie',
      loadError: 'Nie udało się wczytać danych firmy.',
      countries: Object.fromEntries(countries.map((country) => [country.code, country.label])),
    },
    profile: {
      title: 'Mój profil',
      description: 'Nazwa wyświetlana w aplikacji i adres e-mail do logowania oraz powiadomień.',
      username: 'Nazwa użytkownika',
      usernameHint: 'Nazwy użytkownika nie można zmienić.',
      displayName: 'Nazwa wyświetlana',
      email: 'Adres e-mail',
      loadError: 'Nie udało się wczytać profilu.',
    },
    save: 'Zapisz zmiany',
    saved: profileMessages.saved,
    saveErrorTitle: 'Nie udało się zapisać zmian',
    conflictTitle: 'Dane zostały zmienione w międzyczasie',
    reload: 'Wczytaj aktualne dane',
    unsaved: 'Masz niezapisane zmiany.',
  },
};

type Texts<T> = T extends string ? string : { [K in keyof T]: Texts<T[K]> };
export type SettingsTranslations = Texts<typeof settingsPl>;
