import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';

/** What route plugins reach through `app.deps`: built once at start, replaced in tests. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
