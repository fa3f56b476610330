import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { NipRegistry } from './modules/nip-registry/registry';
import type { QuotaStore } from './plugins/api-quota/store';

/** What route plugins reach through `app.deps`: built once at start, replaced in tests. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  jobs: JobQueue;
  /** The company registry behind 'Czy aktywny?'; built from NIP_REGISTRY_URL when absent (tests put a fake here). */
  nipRegistry?: NipRegistry;
  /** Where API keys' quotas are counted; built from REDIS_URL (memory without it) when absent. */
  quotaStore?: QuotaStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
