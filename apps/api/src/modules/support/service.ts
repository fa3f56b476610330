import type { FastifyBaseLogger } from 'fastify';
import { supportMessages, supportTopics, type SupportTicketBody } from '@zaplecze/contract/support/support';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { validationFailed } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { dispatchMails, queueMail } from '../mail/service';
import { checkCaptcha } from './captcha';
import { supportTicketMail } from './mails';
import { insertTicket, setTicketMail } from './repository';

/** Stores a support ticket once its captcha matches, and mails it to the support address. */
export async function submitTicket(
  deps: { db: Db; config: AppConfig; jobs: JobQueue; logger: FastifyBaseLogger },
  body: SupportTicketBody,
  ip: string | null,
): Promise<string> {
  if (!(await checkCaptcha(deps.db, body.captchaId, body.captcha))) {
    throw validationFailed({ captcha: supportMessages.captchaInvalid });
  }
  const topicLabel = supportTopics.find((topic) => topic.value === body.topic)!.label;
  const { ticketId, mailId } = await deps.db.transaction(async (tx) => {
    const id = await insertTicket(tx, { email: body.email, topic: body.topic, message: body.message, ip });
    const mail = await queueMail(
      tx,
      supportTicketMail(deps.config.supportEmail, {
        id,
        email: body.email,
        topicLabel,
        message: body.message,
      }),
    );
    await setTicketMail(tx, id, mail);
    return { ticketId: id, mailId: mail };
  });
  await dispatchMails(deps.jobs, [mailId], deps.logger);
  return ticketId;
}
