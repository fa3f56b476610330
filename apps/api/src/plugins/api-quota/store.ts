import { Redis } from 'ioredis';

/**
 * One bucket of the generic cell rate algorithm (GCRA, a token bucket kept as one timestamp):
 * `perMinute` requests a minute on average, at most `burst` at once after a quiet spell.
 */
export interface QuotaBucket {
  /** Store key; buckets of one account share a Redis hash tag, so a cluster keeps them on one node. */
  key: string;
  perMinute: number;
  burst: number;
}

/** The state of one bucket after a request: what the `RateLimit` header reports. */
export interface BucketState {
  /** Requests that may still be sent right now. */
  remaining: number;
  /** Milliseconds until the bucket is full again. */
  resetMs: number;
  /** Milliseconds until the next request would be let through; 0 when it is. */
  retryMs: number;
}

export interface QuotaOutcome {
  allowed: boolean;
  /** One state per bucket asked, in the same order. */
  buckets: BucketState[];
}

/**
 * Where the buckets live: Redis when several API instances run (REDIS_URL), memory in the single
 * embedded process. A request takes one token from every bucket or from none (all-or-nothing).
 */
export interface QuotaStore {
  readonly kind: 'redis' | 'memory';
  /**
   * The store's Redis connection and key prefix (Redis stores only): the one connection of the
   * instance, which the per-route rate limits of people's sessions (login, registration…) share.
   */
  readonly redis?: { client: Redis; prefix: string };
  take(buckets: QuotaBucket[]): Promise<QuotaOutcome>;
  /** Resolves once the store can answer (Redis connected), or after `timeoutMs`; never rejects. */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

const intervalOf = (bucket: QuotaBucket) => 60_000 / bucket.perMinute;

/**
 * GCRA for one bucket: `tat` is the theoretical arrival time of the next request; a request is let
 * through when it is no earlier than `tat + interval − interval × burst`.
 */
function gcra(stored: number | undefined, now: number, bucket: QuotaBucket) {
  const interval = intervalOf(bucket);
  const tat = Math.max(stored ?? now, now);
  const nextTat = tat + interval;
  const allowAt = nextTat - interval * bucket.burst;
  if (now < allowAt) {
    return { nextTat, state: { remaining: 0, resetMs: tat - now, retryMs: allowAt - now } };
  }
  return {
    nextTat,
    state: { remaining: Math.floor((now - allowAt) / interval), resetMs: nextTat - now, retryMs: 0 },
    /** What this bucket reports when another bucket refused the request and nothing was taken. */
    untouched: { remaining: Math.floor((now - allowAt) / interval) + 1, resetMs: tat - now, retryMs: 0 },
  };
}

/** The single-process store; `now` is injectable for tests. */
export function memoryQuotaStore(now: () => number = Date.now): QuotaStore {
  const tats = new Map<string, number>();
  let taken = 0;
  return {
    kind: 'memory',
    async take(buckets) {
      const at = now();
      // Every few thousand requests, forget buckets that are full again (their tat has passed).
      if (++taken % 4096 === 0) for (const [key, tat] of tats) if (tat <= at) tats.delete(key);
      const results = buckets.map((bucket) => gcra(tats.get(bucket.key), at, bucket));
      const allowed = results.every((result) => result.state.retryMs === 0);
      if (allowed) results.forEach((result, index) => tats.set(buckets[index]!.key, result.nextTat));
      return {
        allowed,
        buckets: results.map((result) => (allowed ? result.state : (result.untouched ?? result.state))),
      };
    },
    ready: async () => {},
    close: async () => {},
  };
}

/**
 * The same algorithm as `gcra` above, atomically in Redis for every bucket of a request. The clock
 * is Redis's own (TIME), so instances with drifting clocks still share one bucket fairly.
 * ARGV: per bucket its interval (ms) and burst. Returns allowed, then remaining/reset/retry per bucket.
 */
const takeScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local allowed = 1
local out = {}
local nextTats = {}
local tats = {}
for i = 1, #KEYS do
  local interval = tonumber(ARGV[2 * i - 1])
  local burst = tonumber(ARGV[2 * i])
  local tat = math.max(tonumber(redis.call('GET', KEYS[i])) or now, now)
  local nextTat = tat + interval
  local allowAt = nextTat - interval * burst
  nextTats[i] = nextTat
  tats[i] = tat
  if now < allowAt then
    allowed = 0
    out[#out + 1] = 0
    out[#out + 1] = math.ceil(tat - now)
    out[#out + 1] = math.ceil(allowAt - now)
  else
    out[#out + 1] = math.floor((now - allowAt) / interval)
    out[#out + 1] = math.ceil(nextTat - now)
    out[#out + 1] = 0
  end
end
if allowed == 1 then
  for i = 1, #KEYS do
    redis.call('SET', KEYS[i], string.format('%.3f', nextTats[i]), 'PX', math.ceil(nextTats[i] - now) + 1)
  end
else
  -- Nothing was taken: a bucket that would have let the request through reports its state as is.
  for i = 1, #KEYS do
    if out[3 * i] == 0 then
      out[3 * i - 2] = out[3 * i - 2] + 1
      out[3 * i - 1] = math.ceil(tats[i] - now)
    end
  end
end
table.insert(out, 1, allowed)
return out
`;

type QuotaRedis = Redis & {
  zapleczeQuotaTake(keyCount: number, ...args: (string | number)[]): Promise<number[]>;
};

export interface RedisQuotaStoreOptions {
  /**
   * Prefix of every key (`<prefix>quota:…`, `<prefix>rate-limit:…`), so tests (and several apps on
   * one Redis) never share buckets.
   */
  prefix?: string;
  /** Called on connection errors; the limiter fails open meanwhile. */
  onError?: (error: Error) => void;
}

/**
 * Redis through ioredis. Commands are never queued while disconnected and time out after 250 ms,
 * so a Redis that is down or slow fails the call at once and the caller lets the request through.
 */
export function redisQuotaStore(url: string, options: RedisQuotaStoreOptions = {}): QuotaStore {
  const prefix = options.prefix ?? 'zaplecze:';
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  }) as QuotaRedis;
  redis.on('error', (error: Error) => options.onError?.(error));
  redis.defineCommand('zapleczeQuotaTake', { lua: takeScript });
  return {
    kind: 'redis',
    redis: { client: redis, prefix },
    async take(buckets) {
      const args = buckets.flatMap((bucket) => [intervalOf(bucket), bucket.burst]);
      const keys = buckets.map((bucket) => `${prefix}quota:${bucket.key}`);
      const reply = await redis.zapleczeQuotaTake(keys.length, ...keys, ...args);
      const [allowed, ...flat] = reply;
      return {
        allowed: allowed === 1,
        buckets: buckets.map((_, index) => ({
          remaining: flat[index * 3]!,
          resetMs: flat[index * 3 + 1]!,
          retryMs: flat[index * 3 + 2]!,
        })),
      };
    },
    ready(timeoutMs) {
      if (redis.status === 'ready') return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      });
    },
    async close() {
      redis.disconnect();
    },
  };
}
