import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';

export const refreshCookieName = 'zaplecze_refresh';
const cookiePath = '/api/auth';
/**
 * Readable by the page and holding no secret: it tells the web app a refresh cookie exists, so a
 * visitor without a session is not sent to POST /api/auth/refresh (and its 401) on every page load.
 * It lives and dies with the refresh cookie.
 */
export const sessionMarkerCookieName = 'zaplecze_session';

function baseOptions(config: Pick<AppConfig, 'publicUrl'>) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: cookiePath,
    secure: config.publicUrl.startsWith('https://'),
  };
}

export function setRefreshCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  expiresAt: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(refreshCookieName, token, { ...baseOptions(config), maxAge });
  reply.setCookie(sessionMarkerCookieName, '1', markerOptions(config, maxAge));
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(refreshCookieName, baseOptions(config));
  reply.clearCookie(sessionMarkerCookieName, markerOptions(config));
}

function markerOptions(config: Pick<AppConfig, 'publicUrl'>, maxAge?: number) {
  return { ...baseOptions(config), httpOnly: false, path: '/', ...(maxAge === undefined ? {} : { maxAge }) };
}
