import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';

export const refreshCookieName = 'zaplecze_refresh';
const cookiePath = '/api/auth';

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
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(refreshCookieName, baseOptions(config));
}
