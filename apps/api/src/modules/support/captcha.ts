import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import * as svgCaptcha from 'svg-captcha';
import { captchaLength } from '@zaplecze/contract/support/support';
import type { Db } from '../../db/client';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './repository';

/** Letters and digits without the look-alikes 0/O, 1/I/L. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const captchaTtlSeconds = 10 * 60;

type RenderCaptcha = (text: string, options: svgCaptcha.ConfigObject) => string;
// svg-captcha's module value is the render function; its typings only declare the helpers.
const renderCaptcha = ((svgCaptcha as unknown as { default?: RenderCaptcha }).default ??
  (svgCaptcha as unknown as RenderCaptcha)) as RenderCaptcha;

export function randomCaptchaText(): string {
  return Array.from({ length: captchaLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function answerHash(captchaId: string, answer: string): Buffer {
  return createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest();
}

/**
 * Stores a captcha and draws it: the characters are glyph outlines (paths) with noise curves,
 * so the SVG holds no text a script could read.
 */
export async function issueCaptcha(db: Db, text = randomCaptchaText()) {
  await deleteExpiredCaptchas(db);
  const expiresAt = new Date(Date.now() + captchaTtlSeconds * 1000);
  const captchaId = randomUUID();
  await insertCaptcha(db, {
    id: captchaId,
    answerHash: answerHash(captchaId, text).toString('hex'),
    expiresAt,
  });
  const svg = renderCaptcha(text, { width: 180, height: 60, noise: 4, color: true, background: '#f1f3f5' });
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresInSeconds: captchaTtlSeconds,
  };
}

/** Checks an answer and spends the captcha whatever the outcome, so each image allows one guess. */
export async function checkCaptcha(db: Db, captchaId: string, answer: string): Promise<boolean> {
  const row = await takeCaptcha(db, captchaId);
  if (!row || row.expiresAt.getTime() <= Date.now()) return false;
  const expected = Buffer.from(row.answerHash, 'hex');
  const given = answerHash(captchaId, answer);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
