import { z } from 'zod';

/** The events a webhook subscription may choose, grouped as the settings screen shows them. */
export const webhookEventGroups = {
  orders: ['order.created', 'order.updated', 'order.status_changed', 'order.cancelled'],
  shipping: ['shipment.created', 'return.created'],
  products: ['product.created', 'product.updated', 'product.deleted'],
  stock: ['stock.changed'],
  imports: ['import.finished'],
} as const;

export const webhookEventTypes = Object.values(webhookEventGroups).flat() as WebhookEventType[];
export type WebhookEventType = (typeof webhookEventGroups)[keyof typeof webhookEventGroups][number];

/** The event "Wyślij zdarzenie testowe" sends; never chosen in a subscription. */
export const webhookTestEvent = 'webhook.test';

export const webhookLimits = { url: 2000, description: 200, responseBytes: 2048 } as const;

export const webhookMessages = {
  notFound: 'Nie znaleziono subskrypcji webhooka',
  deliveryNotFound: 'Nie znaleziono dostarczenia',
  urlRequired: 'Adres URL jest wymagany',
  urlInvalid: 'Podaj pełny adres URL, np. https://example.com/webhooks',
  urlHttps: 'Adres musi zaczynać się od https://',
  urlTooLong: `Adres może mieć najwyżej ${webhookLimits.url} znaków`,
  urlForbidden: 'Adres wskazuje na sieć wewnętrzną lub lokalną — takie adresy są zablokowane',
  descriptionTooLong: `Opis może mieć najwyżej ${webhookLimits.description} znaków`,
  eventsRequired: 'Wybierz co najmniej jedno zdarzenie',
  eventUnknown: 'Nieznane zdarzenie',
  created: 'Subskrypcja została utworzona',
  saved: 'Subskrypcja została zapisana',
  deleted: 'Subskrypcja została usunięta',
  rotated: 'Wygenerowano nowy sekret',
  resent: 'Dostarczenie zostało ponowione',
  testQueued: 'Zdarzenie testowe zostało wysłane do kolejki',
  inactive: 'Subskrypcja jest wyłączona — włącz ją, aby wysyłać zdarzenia',
} as const;

const url = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, webhookMessages.urlRequired)
  .max(webhookLimits.url, webhookMessages.urlTooLong)
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, webhookMessages.urlInvalid);

const events = z
  .array(
    z.enum(webhookEventTypes as [WebhookEventType, ...WebhookEventType[]], {
      error: webhookMessages.eventUnknown,
    }),
    {
      error: webhookMessages.eventsRequired,
    },
  )
  .min(1, webhookMessages.eventsRequired)
  .transform((list) => [...new Set(list)]);

export const webhookSubscriptionBody = z.object({
  url,
  description: z
    .string()
    .trim()
    .max(webhookLimits.description, webhookMessages.descriptionTooLong)
    .default(''),
  events,
  active: z.boolean().default(true),
});
export type WebhookSubscriptionBody = z.input<typeof webhookSubscriptionBody>;

export const webhookSubscriptionUpdateBody = webhookSubscriptionBody.extend({ version: z.number().int() });

export const webhookSubscription = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  /** Set when the system turned the subscription off after deliveries failed through the retry window. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  version: z.number().int(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscription>;

export const webhookSubscriptionList = z.object({ data: z.array(webhookSubscription) });

/** The answer of a creation or a rotation: the secret is shown this once and never again. */
export const webhookSecretResponse = z.object({
  subscription: webhookSubscription,
  secret: z.string(),
  message: z.string(),
});

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  /** The first 2 KB of the receiver's answer to the last attempt. */
  response: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryQuery = z.object({
  page: z.coerce.number().int().min(1, 'Numer strony musi być większy od zera.').max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, 'Na stronie można wyświetlić najwyżej 100 pozycji.')
    .default(20),
  cursor: z.string().max(500).optional(),
});

export const webhookDeliveryPage = z.object({
  data: z.array(webhookDelivery),
  count: z.number().int(),
  countExact: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;

export const webhookMessageResponse = z.object({ message: z.string() });
