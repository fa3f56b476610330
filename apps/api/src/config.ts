import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { StorageConfig } from './lib/storage/index';

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
  /** Where support-form tickets are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Sender of every e-mail (MAIL_FROM). */
  mailFrom: string;
  /** Signing secret of the payment provider's webhook (STRIPE_WEBHOOK_SECRET); without it the webhook answers 503. */
  stripeWebhookSecret: string | undefined;
  /** Purchase links of the paid plans (PAYMENT_LINK_BASIC, _EXTENDED, _PROFESSIONAL). */
  paymentLinks: PaymentLinks;
  /** Requests per minute and IP on the public account routes: login, registration, reset, support (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** Proxy hops whose X-Forwarded-For is believed (TRUST_PROXY: a hop count or addresses); off by default. */
  trustProxy: boolean | number | string;
  /** Base URL of the VAT white list API behind 'Czy aktywny?' (NIP_REGISTRY_URL); unset: no registry checks. */
  nipRegistryUrl: string | undefined;
  /** Where kept files live: the local folder `<dataDir>/files`, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /**
   * Redis shared by the API instances for the API keys' quotas (REDIS_URL); unset: counted in this
   * process's memory, right only while one instance runs (docs/decisions/api-quotas.md).
   */
  redisUrl: string | undefined;
  /** Requests per minute of an API key without its own quota (API_KEY_REQUESTS_PER_MINUTE, 600). */
  apiKeyRequestsPerMinute: number;
  /** Requests per minute of all the keys of one account together (API_ACCOUNT_REQUESTS_PER_MINUTE, 1800). */
  apiAccountRequestsPerMinute: number;
  /** 32-byte key encrypting stored secrets such as webhook signing secrets (SECRETS_KEY, hex or base64; else derived from the JWT secret). */
  secretsKey: Buffer;
  /**
   * Test-only: webhooks may target the loopback address (and plain http://) so tests reach a
   * receiver on this machine (WEBHOOKS_ALLOW_LOOPBACK=1). Refused when NODE_ENV=production.
   */
  webhooksAllowLoopback: boolean;
  /**
   * Test-only: every Shopify connection talks to this origin instead of https://<shop>.myshopify.com
   * (SHOPIFY_API_BASE_URL; the loopback contract server in tests). Refused when NODE_ENV=production.
   */
  shopifyApiBaseUrl: string | undefined;
  /**
   * Test-only: the DPD Polska web service's base URL for both environments (DPD_BASE_URL), so tests
   * reach a contract server on this machine. Refused when NODE_ENV=production.
   */
  dpdBaseUrl: string | undefined;
}

export interface PaymentLinks {
  basic: string;
  extended: string;
  professional: string;
}

/**
 * Without a configured payment provider the purchase button opens the support form with the
 * billing topic, so a customer can still order a plan.
 */
function paymentLinksFrom(env: NodeJS.ProcessEnv, publicUrl: string): PaymentLinks {
  const fallback = (plan: string) => `${publicUrl}/dashboard/support?topic=billing&plan=${plan}`;
  return {
    basic: env.PAYMENT_LINK_BASIC || fallback('basic'),
    extended: env.PAYMENT_LINK_EXTENDED || fallback('extended'),
    professional: env.PAYMENT_LINK_PROFESSIONAL || fallback('professional'),
  };
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

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const environment = overrides.environment ?? environmentFrom(env.NODE_ENV);
  const port = overrides.port ?? Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a valid port: ${env.PORT}`);
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? 'data');
  const publicUrl = (overrides.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const rateLimitPerMinute =
    overrides.rateLimitPerMinute ?? Number(env.RATE_LIMIT_PER_MINUTE ?? (environment === 'test' ? 1000 : 20));
  if (!Number.isInteger(rateLimitPerMinute) || rateLimitPerMinute < 1) {
    throw new Error(`RATE_LIMIT_PER_MINUTE is not a positive integer: ${env.RATE_LIMIT_PER_MINUTE}`);
  }
  const perMinute = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} is not a positive integer: ${env[name]}`);
    return value;
  };
  const jwtSecret = overrides.jwtSecret ?? resolveJwtSecret(env, environment, dataDir);
  return {
    environment,
    port,
    host: overrides.host ?? env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : env.DATABASE_URL || undefined,
    publicUrl,
    smtpUrl: overrides.smtpUrl ?? (env.SMTP_URL || undefined),
    jwtSecret,
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    version: overrides.version ?? env.APP_VERSION ?? '0.1.0',
    supportEmail: overrides.supportEmail ?? (env.SUPPORT_EMAIL || 'pomoc@zaplecze.pl'),
    mailFrom: overrides.mailFrom ?? (env.MAIL_FROM || 'Zaplecze <no-reply@zaplecze.pl>'),
    stripeWebhookSecret:
      'stripeWebhookSecret' in overrides
        ? overrides.stripeWebhookSecret
        : env.STRIPE_WEBHOOK_SECRET || undefined,
    paymentLinks: overrides.paymentLinks ?? paymentLinksFrom(env, publicUrl),
    rateLimitPerMinute,
    trustProxy: overrides.trustProxy ?? trustProxyFrom(env.TRUST_PROXY),
    nipRegistryUrl:
      'nipRegistryUrl' in overrides ? overrides.nipRegistryUrl : env.NIP_REGISTRY_URL || undefined,
    redisUrl: 'redisUrl' in overrides ? overrides.redisUrl : env.REDIS_URL || undefined,
    apiKeyRequestsPerMinute:
      overrides.apiKeyRequestsPerMinute ?? perMinute('API_KEY_REQUESTS_PER_MINUTE', 600),
    apiAccountRequestsPerMinute:
      overrides.apiAccountRequestsPerMinute ?? perMinute('API_ACCOUNT_REQUESTS_PER_MINUTE', 1800),
    secretsKey: overrides.secretsKey ?? resolveSecretsKey(env, jwtSecret),
    webhooksAllowLoopback: webhooksLoopbackEnabled(
      overrides.webhooksAllowLoopback ?? webhooksLoopbackFrom(env),
      environment,
    ),
    storage: overrides.storage ?? storageFrom(env),
    shopifyApiBaseUrl: shopifyBaseUrl(
      'shopifyApiBaseUrl' in overrides ? overrides.shopifyApiBaseUrl : env.SHOPIFY_API_BASE_URL || undefined,
      environment,
    ),
    dpdBaseUrl: dpdBaseUrlFor(
      'dpdBaseUrl' in overrides ? overrides.dpdBaseUrl : env.DPD_BASE_URL || undefined,
      environment,
    ),
  };
}

function shopifyBaseUrl(url: string | undefined, environment: Environment): string | undefined {
  if (url && environment === 'production')
    throw new Error(
      'SHOPIFY_API_BASE_URL is a test-only setting and cannot be used with NODE_ENV=production.',
    );
  return url;
}

/**
 * S3_BUCKET switches to the S3-compatible driver; S3_ENDPOINT (unset: AWS), S3_REGION (default
 * us-east-1), S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY (both or neither: the SDK's default chain)
 * and S3_FORCE_PATH_STYLE (true for MinIO and most self-hosted servers) complete it.
 */
function storageFrom(env: NodeJS.ProcessEnv): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    if (env.S3_ENDPOINT) throw new Error('S3_ENDPOINT is set without S3_BUCKET.');
    return { driver: 'local' };
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE is not true or false: ${env.S3_FORCE_PATH_STYLE}`);
  return {
    driver: 's3',
    endpoint: env.S3_ENDPOINT || undefined,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
  };
}

/**
 * SECRETS_KEY as 32 bytes when given; otherwise derived (HKDF-SHA256) from the JWT secret, the way
 * two-factor secrets are keyed (decision 0022), so production needs no second secret to start.
 * Setting SECRETS_KEY lets the JWT secret rotate without losing stored webhook secrets.
 */
function resolveSecretsKey(env: NodeJS.ProcessEnv, jwtSecret: string): Buffer {
  const given = env.SECRETS_KEY?.trim();
  if (given) {
    const key = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (64 hex digits or base64).');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'zaplecze', 'stored-secrets', 32));
}

function webhooksLoopbackEnabled(on: boolean, environment: Environment): boolean {
  if (on && environment === 'production')
    throw new Error(
      'WEBHOOKS_ALLOW_LOOPBACK is a test-only setting and cannot be used with NODE_ENV=production.',
    );
  return on;
}

function dpdBaseUrlFor(url: string | undefined, environment: Environment): string | undefined {
  if (url && environment === 'production')
    throw new Error('DPD_BASE_URL is a test-only setting and cannot be used with NODE_ENV=production.');
  return url;
}

function webhooksLoopbackFrom(env: NodeJS.ProcessEnv): boolean {
  return env.WEBHOOKS_ALLOW_LOOPBACK === '1' || env.WEBHOOKS_ALLOW_LOOPBACK === 'true';
}

function trustProxyFrom(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
