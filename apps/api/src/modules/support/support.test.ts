import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '@zaplecze/contract/support/support';
import { captchas, mailOutbox, supportTickets } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { issueCaptcha, randomCaptchaText } from './captcha';

describe('support form', () => {
  const ctx = useTestApp({ supportEmail: 'pomoc@zaplecze.test' });
  const submit = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/support/tickets', payload });
  const ticket = { email: 'klient@sklep.pl', topic: 'billing', message: 'Proszę o fakturę za marzec.' };

  it('draws a 6-character captcha as an SVG of paths, with no readable text', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/support/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { captchaId, image, expiresInSeconds } = response.json();
    expect(expiresInSeconds).toBe(600);
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg.match(/<path fill=/g)).toHaveLength(6);
    expect(svg).not.toContain('<text');
    const [stored] = await ctx.database.db.select().from(captchas).where(eq(captchas.id, captchaId));
    expect(stored!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(randomCaptchaText()).toMatch(/^[A-HJ-KM-NP-Z2-9]{6}$/);
  });

  it('stores the ticket and mails it to the support address when the captcha matches (any case)', async () => {
    const { captchaId } = await issueCaptcha(ctx.database.db, 'K7MP3X');
    const response = await submit({ ...ticket, captchaId, captcha: 'k7mp3x' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(supportMessages.ticketSent);
    const [stored] = await ctx.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, response.json().id));
    expect(stored).toMatchObject({ email: 'klient@sklep.pl', topic: 'billing', message: ticket.message });
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, stored!.mailId!));
    expect(mail).toMatchObject({ to: 'pomoc@zaplecze.test', replyTo: 'klient@sklep.pl', status: 'queued' });
    expect(mail!.subject).toContain('Płatności i faktury');
    expect(mail!.text).toContain(ticket.message);
    expect(ctx.sentJobs).toContainEqual({ name: 'mail.send', data: { mailId: mail!.id } });
  });

  it('marks a wrong captcha and spends it, so the right answer afterwards is refused too', async () => {
    const { captchaId } = await issueCaptcha(ctx.database.db, 'ABC234');
    const wrong = await submit({ ...ticket, captchaId, captcha: 'ABC235' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ captcha: supportMessages.captchaInvalid });
    const retry = await submit({ ...ticket, captchaId, captcha: 'ABC234' });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().error.fields.captcha).toBe(supportMessages.captchaInvalid);
  });

  it('refuses an expired captcha', async () => {
    const { captchaId } = await issueCaptcha(ctx.database.db, 'ZZZ999');
    await ctx.database.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(captchas.id, captchaId));
    expect((await submit({ ...ticket, captchaId, captcha: 'ZZZ999' })).statusCode).toBe(400);
  });

  it('validates the form with the spec messages', async () => {
    const response = await submit({ email: '', topic: '', message: '', captchaId: '', captcha: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      email: 'Email jest wymagany',
      topic: 'Temat jest wymagany',
      message: 'Wiadomość jest wymagana',
      captcha: 'Captcha jest wymagana',
    });
    const long = await submit({
      ...ticket,
      message: 'x'.repeat(501),
      captchaId: crypto.randomUUID(),
      captcha: 'AAAAAA',
    });
    expect(long.json().error.fields.message).toBe(supportMessages.messageTooLong);
  });
});
