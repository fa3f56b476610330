import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { mailOutbox } from '../../db/schema/index';
import { startJobQueue } from '../../jobs/queue';
import { createLogger } from '../../logger';
import { useTestApp } from '../../test/test-app';
import { mailSendJob } from './jobs';
import { deliverMail, dispatchMails, mailRetryLimit, queueMail } from './service';

const logger = createLogger({ logLevel: 'silent' });

const registration = {
  name: 'smtp.firma',
  identity: { email: 'smtp@firma.pl', password: 'Bardzo-Tajne-Haslo1' },
  invoiceData: {
    companyName: 'SMTP Sp. z o.o.',
    vatId: '5260001246',
    street: 'Pocztowa',
    buildingNumber: '1',
    zipCode: '00-001',
    city: 'Warszawa',
    email: 'smtp@firma.pl',
    phoneNumber: '501234567',
  },
  termsAccepted: true,
};

async function eventually<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mail delivery over SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  const overrides: Partial<AppConfig> = { publicUrl: 'https://app.zaplecze.test' };

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    overrides.smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const ctx = useTestApp(overrides);

  it('delivers the activation mail to a real SMTP peer through the mail.send job, and its link activates', async () => {
    const queue = await startJobQueue(
      ctx.database,
      [mailSendJob(ctx.database.db, ctx.config, logger)],
      logger,
      {
        pollingIntervalSeconds: 0.5,
        schedule: false,
      },
    );
    try {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/Accounts', payload: registration });
      expect(response.statusCode).toBe(201);
      const job = ctx.sentJobs.find((sent) => sent.name === 'mail.send')!;
      await dispatchMails(queue, [(job.data as { mailId: string }).mailId], logger);
      const mail = await eventually(() => received.find((item) => item.to.includes('smtp@firma.pl')));
      expect(mail.raw).toContain('Subject: Aktywuj konto w Zapleczu');
      const text = mail.raw.replace(/=\r?\n/g, '');
      const link = text.match(
        /https:\/\/app\.zaplecze\.test\/auth\/confirm-registration\/([\w-]+)\/([\w-]+)/,
      );
      expect(link?.[1]).toBe(response.json().userId);
      const activated = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/activate',
        payload: { userId: link![1], token: link![2] },
      });
      expect(activated.statusCode).toBe(200);
      const [row] = await ctx.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, (job.data as { mailId: string }).mailId));
      expect(row).toMatchObject({ status: 'sent', delivery: 'smtp', attempts: 1, error: null });
    } finally {
      await queue.stop();
    }
  }, 40_000);

  it('records a failed attempt for a retry, and marks the mail failed after the last one', async () => {
    const unreachable = { smtpUrl: 'smtp://127.0.0.1:9', mailFrom: ctx.config.mailFrom };
    const id = await queueMail(ctx.database.db, {
      to: 'x@firma.pl',
      subject: 'Test',
      text: 'Treść',
      html: '<p>Treść</p>',
    });
    await expect(deliverMail(ctx.database.db, unreachable, logger, id)).rejects.toThrow();
    const [retry] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(retry).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retry!.error).toBeTruthy();

    await ctx.database.db.update(mailOutbox).set({ attempts: mailRetryLimit }).where(eq(mailOutbox.id, id));
    await expect(deliverMail(ctx.database.db, unreachable, logger, id)).rejects.toThrow();
    const [failed] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(failed).toMatchObject({ status: 'failed', attempts: mailRetryLimit + 1 });
  });
});

describe('dev outbox without SMTP', () => {
  const ctx = useTestApp({ smtpUrl: undefined });

  it('keeps the mail in the outbox and lists it with its links for the development panel', async () => {
    const id = await queueMail(ctx.database.db, {
      to: 'dev@firma.pl',
      subject: 'Link',
      text: 'Otwórz http://localhost:3000/auth/confirm-reset-password?token=abc teraz',
      html: '<p>Link</p>',
    });
    await deliverMail(ctx.database.db, ctx.config, logger, id);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      id,
      to: 'dev@firma.pl',
      status: 'sent',
      delivery: 'outbox',
      links: ['http://localhost:3000/auth/confirm-reset-password?token=abc'],
    });
  });
});

describe('dev outbox in production', () => {
  const ctx = useTestApp({ environment: 'production', jwtSecret: 'p'.repeat(48), logLevel: 'silent' });

  it('does not exist', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
