export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string, page: number, cursor: string | undefined) =>
    ['webhooks', 'deliveries', id, page, cursor ?? ''] as const,
};
