import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export type Environment = 'development' | 'production' | 'test';

export interface AppConfig {
  environment: Environment;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  jwtSecret: string;
  logLevel: string;
  version: string;
}

function environmentFrom(value: string | undefined): Environment {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

/**
 * In development the JWT secret is generated once and kept in DATA_DIR, so sessions survive
 * restarts without anyone having to configure it; production must be given one explicitly.
 */
function resolveJwtSecret(env: NodeJS.ProcessEnv, environment: Environment, dataDir: string): string {
  const given = env.JWT_SECRET?.trim();
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
    return given;
  }
  if (environment === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production.');
  if (environment === 'test') return 'test-secret-'.padEnd(48, 'x');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const environment = overrides.environment ?? environmentFrom(env.NODE_ENV);
  const port = overrides.port ?? Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a valid port: ${env.PORT}`);
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? 'data');
  return {
    environment,
    port,
    host: overrides.host ?? env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : env.DATABASE_URL || undefined,
    publicUrl: (overrides.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: overrides.smtpUrl ?? (env.SMTP_URL || undefined),
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(env, environment, dataDir),
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    version: overrides.version ?? env.APP_VERSION ?? '0.1.0',
  };
}
