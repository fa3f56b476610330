import { composeMail, type NewMail } from '../mail/service';

export function supportTicketMail(
  to: string,
  ticket: { id: string; email: string; topicLabel: string; message: string },
): NewMail {
  return {
    ...composeMail(to, `[Pomoc] ${ticket.topicLabel} — ${ticket.email}`, [
      `Nowe zgłoszenie ${ticket.id} z formularza pomocy.`,
      `Od: ${ticket.email}\nTemat: ${ticket.topicLabel}`,
      ticket.message,
    ]),
    replyTo: ticket.email,
  };
}
