import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { FileStorage } from './lib/storage/index';
import type { NipRegistry } from './modules/nip-registry/registry';
import type { QuotaStore } from './plugins/api-quota/store';

/** What route plugins reach through `app.deps`: built once at start, replaced in tests. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  jobs: JobQueue;
  /** Where kept files live (local folder or S3 bucket), built once from `config.storage`. */
  storage: FileStorage;
  /** The company registry behind 'Czy aktywny?'; built from NIP_REGISTRY_URL when absent (tests put a fake here). */
  nipRegistry?: NipRegistry;
  /** The time API keys are checked against (expiry, rotation overlap); tests move it, no sleeps. */
  clock?: () => Date;
  /** Where API keys' quotas are counted; built from REDIS_URL (memory without it) when absent. */
  quotaStore?: QuotaStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
