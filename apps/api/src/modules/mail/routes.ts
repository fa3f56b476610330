import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxResponse } from '@zaplecze/contract/accounts/accounts';
import { latestMails } from './repository';
import { linksIn } from './service';

/** The development panel's outbox; not registered in production, where the path answers 404. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.environment === 'production') return;
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Ostatnie 50 wiadomości e-mail (tylko poza produkcją)',
        response: { 200: outboxResponse },
      },
    },
    async () => {
      const mails = await latestMails(app.deps.database.db, 50);
      return {
        data: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          status: mail.status,
          delivery: mail.delivery,
          attempts: mail.attempts,
          error: mail.error,
          links: linksIn(mail.text),
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
