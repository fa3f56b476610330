import { z } from 'zod';
import { emailField } from '../auth/auth';

export const supportMessageMaxLength = 500;
export const captchaLength = 6;

export const supportTopics = [
  { value: 'technical', label: 'Problem techniczny' },
  { value: 'account', label: 'Konto i logowanie' },
  { value: 'billing', label: 'Płatności i faktury' },
  { value: 'other', label: 'Inne' },
] as const;
export const supportTopicValues = ['technical', 'account', 'billing', 'other'] as const;
export type SupportTopic = (typeof supportTopicValues)[number];

export const supportMessages = {
  topicRequired: 'Temat jest wymagany',
  messageRequired: 'Wiadomość jest wymagana',
  messageTooLong: 'Wiadomość może mieć najwyżej 500 znaków',
  captchaRequired: 'Captcha jest wymagana',
  captchaInvalid: 'Nieprawidłowy kod captcha',
  ticketSent: 'Dziękujemy! Twoja wiadomość została wysłana. Odpowiemy najszybciej, jak to możliwe.',
} as const;

/** The support form of spec 000 §5. */
export const supportForm = z.object({
  email: emailField,
  topic: z.enum(supportTopicValues, { error: supportMessages.topicRequired }),
  message: z
    .string({ error: supportMessages.messageRequired })
    .trim()
    .min(1, supportMessages.messageRequired)
    .max(supportMessageMaxLength, supportMessages.messageTooLong),
  captcha: z
    .string({ error: supportMessages.captchaRequired })
    .trim()
    .min(1, supportMessages.captchaRequired)
    .max(20, supportMessages.captchaInvalid),
});
export type SupportForm = z.infer<typeof supportForm>;

export const supportTicketBody = supportForm.extend({
  captchaId: z.uuid({ error: supportMessages.captchaInvalid }),
});
export type SupportTicketBody = z.infer<typeof supportTicketBody>;

export const captchaResponse = z
  .object({
    captchaId: z.uuid(),
    /** An SVG image as a data URL, ready for an <img src>. */
    image: z.string(),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'Captcha' });
export type CaptchaResponse = z.infer<typeof captchaResponse>;

export const supportTicketResponse = z
  .object({ id: z.uuid(), message: z.string() })
  .meta({ id: 'SupportTicketCreated' });
export type SupportTicketResponse = z.infer<typeof supportTicketResponse>;
