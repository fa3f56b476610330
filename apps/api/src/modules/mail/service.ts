import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { findMail, insertMail, markMailAttemptFailed, markMailSent, type NewMail } from './repository';

export type { NewMail };

export const mailSendJobName = 'mail.send';
/** Retries after the first attempt; the last failure marks the mail failed. */
export const mailRetryLimit = 5;

/** Stores a mail in the outbox inside the caller's transaction; send it with `dispatchMails` after commit. */
export async function queueMail(tx: Db, mail: NewMail): Promise<string> {
  return insertMail(tx, mail);
}

export async function dispatchMails(
  jobs: JobQueue,
  mailIds: string[],
  logger: FastifyBaseLogger,
): Promise<void> {
  for (const mailId of mailIds) {
    try {
      await jobs.send(mailSendJobName, { mailId });
    } catch (error) {
      logger.error({ err: error, mailId }, 'could not queue mail delivery');
    }
  }
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Delivers one outbox mail over SMTP. Without SMTP_URL the mail stays readable in the dev
 * outbox and its links are logged, so activation and reset work on a bare machine.
 */
export async function deliverMail(
  db: Db,
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  logger: FastifyBaseLogger,
  mailId: string,
): Promise<void> {
  const mail = await findMail(db, mailId);
  if (!mail || mail.status !== 'queued') return;
  if (!config.smtpUrl) {
    await markMailSent(db, mail.id, 'outbox');
    logger.info(
      { to: mail.to, subject: mail.subject, links: linksIn(mail.text) },
      'mail stored in the dev outbox',
    );
    return;
  }
  try {
    await transportFor(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await markMailSent(db, mail.id, 'smtp');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markMailAttemptFailed(db, mail.id, message, mail.attempts + 1 > mailRetryLimit);
    throw error;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Plain paragraphs become the text part; the same paragraphs with the link as an anchor become the HTML part. */
export function composeMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): NewMail {
  const textParts = [...paragraphs];
  if (link) textParts.splice(1, 0, link.url);
  const htmlParts = paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`);
  if (link) {
    htmlParts.splice(
      1,
      0,
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a><br>${escapeHtml(link.url)}</p>`,
    );
  }
  return {
    to,
    subject,
    text: `${textParts.join('\n\n')}\n\n— Zespół Zaplecza\n`,
    html: `<!doctype html><html lang="pl"><body style="font-family:sans-serif">${htmlParts.join('')}<p>— Zespół Zaplecza</p></body></html>`,
  };
}
