import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AppConfig } from './config';

export function createLogger(config: Pick<AppConfig, 'logLevel'>): FastifyBaseLogger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
