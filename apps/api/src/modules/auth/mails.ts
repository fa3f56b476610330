import { composeMail, type NewMail } from '../mail/service';

export function passwordResetMail(to: string, url: string): NewMail {
  return composeMail(
    to,
    'Resetowanie hasła w Zapleczu',
    [
      'Dzień dobry,\notrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w Zapleczu. Aby ustawić nowe hasło, otwórz poniższy link:',
      'Link jest ważny 1 godzinę i można go użyć tylko raz. Po zmianie hasła wszystkie sesje zostaną wylogowane.',
      'Jeśli to nie Ty prosiłeś o reset, zignoruj tę wiadomość — hasło pozostanie bez zmian.',
    ],
    { url, label: 'Ustaw nowe hasło' },
  );
}
