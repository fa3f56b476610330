import { composeMail, type NewMail } from '../mail/service';

export function activationMail(to: string, companyName: string, url: string): NewMail {
  return composeMail(
    to,
    'Aktywuj konto w Zapleczu',
    [
      `Dzień dobry,\ndziękujemy za rejestrację firmy ${companyName} w Zapleczu. Aby aktywować konto, otwórz poniższy link:`,
      'Link jest ważny 48 godzin i można go użyć tylko raz. Po aktywacji zalogujesz się nazwą użytkownika lub adresem e-mail.',
      'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
    ],
    { url, label: 'Aktywuj konto' },
  );
}
