export const twoFactorPl = {
  twoFactor: {
    title: 'Uwierzytelnianie dwuskładnikowe (2FA)',
    description: 'Przy logowaniu poza hasłem podajesz kod z aplikacji uwierzytelniającej w telefonie.',
    on: 'Włączone',
    off: 'Wyłączone',
    since: 'od {{date}}',
    offText: 'Włącz 2FA, aby nikt nie zalogował się na Twoje konto samym hasłem.',
    enable: 'Włącz 2FA',
    step1:
      'Zainstaluj aplikację uwierzytelniającą (np. Google Authenticator, Microsoft Authenticator, Aegis).',
    step2: 'Zeskanuj kod QR albo wpisz klucz ręcznie.',
    step3: 'Wpisz 6-cyfrowy kod z aplikacji i potwierdź.',
    qrAlt: 'Kod QR do zeskanowania w aplikacji uwierzytelniającej',
    manualKey: 'Klucz do wpisania ręcznie',
    manualHint: 'Typ klucza: oparty na czasie (TOTP), 6 cyfr, co 30 sekund.',
    copyKey: 'Kopiuj klucz',
    copied: 'Skopiowano',
    codeLabel: 'Kod z aplikacji',
    confirm: 'Potwierdź i włącz',
    codesTitle: 'Zapisz kody odzyskiwania',
    codesText:
      'Każdy kod działa jeden raz, gdy nie masz dostępu do telefonu. Zapisz je teraz w bezpiecznym miejscu — nie zobaczysz ich ponownie.',
    copyCodes: 'Kopiuj kody',
    downloadCodes: 'Pobierz plik',
    codesSaved: 'Zapisałem kody',
    codesLeft: 'Kody odzyskiwania do wykorzystania: {{count}}.',
    disableLabel: 'Kod z aplikacji lub kod odzyskiwania',
    disable: 'Wyłącz 2FA',
    failed: 'Operacja się nie powiodła. Spróbuj ponownie.',
    loadFailed: 'Nie udało się wczytać ustawień 2FA.',
  },
};

type Texts<T> = T extends string ? string : { [K in keyof T]: Texts<T[K]> };
export type TwoFactorTranslations = Texts<typeof twoFactorPl>;
