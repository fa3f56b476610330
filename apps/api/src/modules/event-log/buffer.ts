import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertApiCalls, type ApiCallRecord } from './service';

export interface ApiCallBufferOptions {
  /** A flush starts when this many calls wait. */
  maxRows?: number;
  /** And at least this often while any wait. */
  intervalMs?: number;
}

/**
 * API calls wait in memory and are written in batches (one multi-row insert every second or
 * every `maxRows` calls), so recording never adds a database round trip to a request. `close`
 * writes what waits (the app's onClose). A crash loses at most the last second of API-call
 * records: accepted for a log of calls (docs/decisions/event-log.md). A failed write is logged
 * and its batch dropped, so a database outage cannot grow the buffer without bound.
 */
export class ApiCallBuffer {
  private waiting: ApiCallRecord[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly maxRows: number;

  constructor(
    private readonly db: Db,
    private readonly logger: FastifyBaseLogger,
    options: ApiCallBufferOptions = {},
  ) {
    this.maxRows = options.maxRows ?? 500;
    this.timer = setInterval(() => void this.flush(), options.intervalMs ?? 1000);
    this.timer.unref();
  }

  /** Queues one call; never waits and never throws. */
  record(call: ApiCallRecord): void {
    this.waiting.push(call);
    if (this.waiting.length >= this.maxRows) void this.flush();
  }

  /** Writes everything queued so far (after any write under way); resolves when it is written. */
  flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await insertApiCalls(this.db, batch);
      } catch (error) {
        this.logger.warn({ err: error, rows: batch.length }, 'event log: API calls not recorded');
      }
    });
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
