import { webhookRoutes } from './modules/webhooks/routes';
import { shopifyRoutes, shopifyWebhookRoutes } from './modules/shopify/routes';
import { dpdRoutes } from './modules/dpd/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { createLogger } from './logger';
import { registerErrorHandling } from './errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { answerClientError, applyConnectionTimeouts, connectionTimeouts } from './plugins/connections';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web';
import { systemRoutes } from './modules/system/routes';
import { fileRoutes } from './modules/files/routes';
import { sharedFileRoutes } from './modules/files/public-routes';
import { accountRoutes } from './modules/accounts/routes';
import { authRoutes, sessionRoutes } from './modules/auth/routes';
import { authenticate } from './modules/auth/service';
import { devOutboxRoutes } from './modules/mail/routes';
import { orderStatusRoutes } from './modules/order-statuses/routes';
import { orderRoutes } from './modules/orders/routes';
import { orderImportRoutes } from './modules/order-import/routes';
import { locationTypeRoutes } from './modules/location-types/routes';
import { locationRoutes } from './modules/locations/routes';
import { productParameterRoutes } from './modules/product-parameters/routes';
import { skuGeneratorRoutes } from './modules/sku-generator/routes';
import { customFieldRoutes } from './modules/custom-fields/routes';
import { autoCategoryRoutes } from './modules/auto-categories/routes';
import { licenceRoutes, planRoutes } from './modules/plans/routes';
import { settingsRoutes } from './modules/settings/routes';
import { supportRoutes } from './modules/support/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { auditRoutes } from './modules/audit/routes';
import { roleRoutes } from './modules/roles/routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { userRoutes } from './modules/users/routes';
import { warehouseRoutes } from './modules/warehouses/routes';
import { priceListRoutes } from './modules/warehouses/price-lists/routes';
import { vatRoutes } from './modules/vat/routes';
import { setsSettingsRoutes } from './modules/sets-settings/routes';
import { producerRoutes } from './modules/producers/routes';
import { productImportRoutes } from './modules/product-import/routes';
import { brandRoutes } from './modules/brands/routes';
import { supplierRoutes } from './modules/suppliers/routes';
import { stockRoutes } from './modules/stock/routes';
import { categoryRoutes } from './modules/categories/routes';
import { gpsrRoutes } from './modules/gpsr/routes';
import { nipRegistryRoutes } from './modules/nip-registry/routes';
import { productFileRoutes, productRoutes } from './modules/products/routes';
import { productListRoutes } from './modules/products/list/routes';
import { pulpitRoutes } from './modules/pulpit/routes';
import { eventLogRoutes } from './modules/event-log/routes';
import { apiCallRecorder, eventLogPlugin } from './modules/event-log/plugin';
import { authenticatedScope, authPlugin } from './plugins/auth';
import { apiQuotaPlugin } from './plugins/api-quota/plugin';
import { memoryQuotaStore, redisQuotaStore, type QuotaStore } from './plugins/api-quota/store';
import { permissionsPlugin } from './plugins/permissions';
import { readinessPlugin } from './plugins/readiness';
import { idempotencyPlugin } from './modules/idempotency/plugin';
import { webDistFolder } from './paths';

export interface BuildAppOptions {
  webDist?: string;
  logger?: FastifyBaseLogger;
}

/** Fastify takes a hop count only as a function in its types. */
function proxyTrust(value: boolean | number | string) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Redis when configured (several instances share it), this process's memory otherwise. */
function quotaStoreFor(config: AppDeps['config'], log: FastifyBaseLogger): QuotaStore {
  if (!config.redisUrl) return memoryQuotaStore();
  let lastError = 0;
  return redisQuotaStore(config.redisUrl, {
    onError: (error) => {
      if (Date.now() - lastError < 30_000) return;
      lastError = Date.now();
      log.warn({ err: error }, 'Redis limitów API niedostępny: żądania z kluczami API przechodzą bez limitu');
    },
  });
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(deps.config),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: proxyTrust(deps.config.trustProxy),
    // Keep-alive that sits well behind a load balancer, and refusals that never poison a connection.
    keepAliveTimeout: connectionTimeouts.keepAliveMs,
    requestTimeout: connectionTimeouts.requestMs,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  applyConnectionTimeouts(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app, deps.config.version);
  await app.register(fastifyCookie);
  // One store per instance: Redis when REDIS_URL is set (shared by every instance), memory otherwise.
  const quotaStore = deps.quotaStore ?? quotaStoreFor(deps.config, app.log);
  // Limits are declared per route (login, registration, reset, support), not on every request.
  // Their counters live in the quota store's Redis when it has one, so every instance counts the
  // same attempts; a Redis that is down lets requests through (the login lockout is in PostgreSQL).
  await app.register(fastifyRateLimit, {
    global: false,
    ...(quotaStore.redis && {
      redis: quotaStore.redis.client,
      nameSpace: `${quotaStore.redis.prefix}rate-limit:`,
      skipOnError: true,
    }),
  });
  // Only avatar uploads take files; the per-route limit is the real one, these cap everything else.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5, parts: 6 },
  });
  await app.register(authPlugin, {
    authenticate: (bearer, mutating, client) =>
      authenticate(app.deps.database.db, app.deps.config, bearer, mutating, {
        ip: client.ip,
        now: app.deps.clock?.(),
      }),
  });
  await app.register(permissionsPlugin);
  await app.register(eventLogPlugin);
  await app.register(apiQuotaPlugin, {
    store: quotaStore,
    limits: {
      keyPerMinute: deps.config.apiKeyRequestsPerMinute,
      accountPerMinute: deps.config.apiAccountRequestsPerMinute,
    },
  });
  // Before the routes: it hooks into every route declared with `config: { idempotent: true }`.
  await app.register(idempotencyPlugin);

  // Public: everything a caller without a session may reach. Nothing else goes here.
  await app.register(systemRoutes);
  await app.register(readinessPlugin, { quotaStore });
  await app.register(accountRoutes);
  await app.register(authRoutes);
  await app.register(planRoutes);
  await app.register(supportRoutes);
  await app.register(devOutboxRoutes);
  await app.register(productFileRoutes);
  await app.register(sharedFileRoutes);
  await app.register(shopifyWebhookRoutes);

  // Protected: one scope, one authentication hook; routes only name the permission they need.
  await app.register(
    authenticatedScope([
      // First: its onResponse hook records every call made with an API key in the scope.
      apiCallRecorder,
      sessionRoutes,
      licenceRoutes,
      settingsRoutes,
      twoFactorRoutes,
      roleRoutes,
      userRoutes,
      auditRoutes,
      apiKeyRoutes,
      orderStatusRoutes,
      orderRoutes,
      orderImportRoutes,
      locationTypeRoutes,
      locationRoutes,
      productParameterRoutes,
      skuGeneratorRoutes,
      customFieldRoutes,
      autoCategoryRoutes,
      warehouseRoutes,
      priceListRoutes,
      vatRoutes,
      setsSettingsRoutes,
      producerRoutes,
      productImportRoutes,
      brandRoutes,
      supplierRoutes,
      stockRoutes,
      categoryRoutes,
      gpsrRoutes,
      nipRegistryRoutes,
      productRoutes,
      productListRoutes,
      pulpitRoutes,
      eventLogRoutes,
      webhookRoutes,
      shopifyRoutes,
      favoriteRoutes,
      fileRoutes,
      dpdRoutes,
    ]),
  );

  await registerWebApp(app, options.webDist ?? webDistFolder);
  return app;
}
