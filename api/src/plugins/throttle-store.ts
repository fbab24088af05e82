import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { newRedisConnection } from '../redis-connection.js';

/** What a counter answered: allowed (and counted), or refused with how long to wait. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One window counter of `hitAll`: its key and how many attempts a window allows. */
export interface WindowCounter {
  key: string;
  limit: number;
}

/** The counters with each key once (the first limit given wins). */
function distinctCounters(counters: readonly WindowCounter[]): WindowCounter[] {
  const seen = new Map<string, WindowCounter>();
  for (const counter of counters) if (!seen.has(counter.key)) seen.set(counter.key, counter);
  return [...seen.values()];
}

/** Exponential backoff of one counter: `freeTries` attempts, then `baseMs`, doubling up to `maxDelayMs`. */
export interface BackoffPolicy {
  freeTries: number;
  baseMs: number;
  maxDelayMs: number;
  /** The counter starts over after this long without an attempt. */
  idleMs: number;
}

/**
 * Durable counters shared by every api replica: the database by default, Redis when configured.
 * Every write is one atomic check-and-increment, so concurrent requests cannot all pass a check
 * before any of them is counted, and a refused request never creates or changes a key.
 */
export interface ThrottleStore {
  /** Read-only: how long until `key` would allow another hit of a window counter (0 = now). */
  windowWait(key: string, limit: number, now: number): Promise<number>;
  /** Fixed window: counts one attempt unless `limit` are already counted in the current window. */
  hit(key: string, limit: number, windowMs: number, now: number): Promise<Verdict>;
  /**
   * Fixed windows of one length: counts one attempt on every counter, or on none when any of them is full
   * (then the longest wait). One round trip, where a check and a hit per counter were four.
   */
  hitAll(counters: readonly WindowCounter[], windowMs: number, now: number): Promise<Verdict>;
  /** Gives one counted attempt back (a sign-in that succeeded). */
  release(key: string, now: number): Promise<void>;
  /** Read-only: how long until the backoff counter `key` allows an attempt (0 = now). */
  backoffWait(key: string, now: number): Promise<number>;
  /** Counts one attempt unless the counter is in its backoff, and starts the next backoff period. */
  backoff(key: string, policy: BackoffPolicy, now: number): Promise<Verdict>;
  /** Marks `key` present for `ttlMs` (an address that signed in to an account). */
  mark(key: string, ttlMs: number, now: number): Promise<void>;
  isMarked(key: string, now: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The wait after the `count`-th attempt of a backoff counter, in ms (0 while within the free tries). */
export function backoffDelay(count: number, policy: BackoffPolicy): number {
  if (count <= policy.freeTries) return 0;
  return Math.min(policy.baseMs * 2 ** Math.min(count - policy.freeTries - 1, 40), policy.maxDelayMs);
}

const PURGE_EVERY_MS = 60_000;

/** Counters in the `auth_throttle` table (migration 0011). */
export class DbThrottleStore implements ThrottleStore {
  private lastPurge = 0;

  constructor(private readonly db: Db) {}

  /** Deletes expired rows through the index, at most once a minute per process, on the write path. */
  private async purge(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await sql`delete from auth_throttle where expires_at < ${now}`.execute(this.db);
  }

  private async row(key: string, now: number) {
    const { rows } = await sql<{ count: number; blocked_until: number | null; expires_at: number }>`
      select count, blocked_until::float8 as blocked_until, expires_at::float8 as expires_at
      from auth_throttle where key = ${key} and expires_at > ${now}`.execute(this.db);
    return rows[0];
  }

  async windowWait(key: string, limit: number, now: number): Promise<number> {
    const row = await this.row(key, now);
    return row && row.count >= limit ? Math.max(1, Number(row.expires_at) - now) : 0;
  }

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<Verdict> {
    await this.purge(now);
    // The conditional upsert writes nothing when the window is full: a refusal leaves no trace.
    const { rows } = await sql<{ count: number }>`
      insert into auth_throttle as t (key, count, blocked_until, expires_at)
      values (${key}, 1, null, ${now + windowMs})
      on conflict (key) do update set
        count = case when t.expires_at <= ${now} then 1 else t.count + 1 end,
        expires_at = case when t.expires_at <= ${now} then excluded.expires_at else t.expires_at end
      where t.expires_at <= ${now} or t.count < ${limit}
      returning count`.execute(this.db);
    if (rows.length > 0) return { allowed: true };
    return { allowed: false, retryAfterMs: Math.max(1, await this.windowWait(key, limit, now)) };
  }

  async hitAll(counters: readonly WindowCounter[], windowMs: number, now: number): Promise<Verdict> {
    const wanted = distinctCounters(counters);
    if (wanted.length === 0) return { allowed: true };
    await this.purge(now);
    // Nothing is written when any counter is full. Two requests racing past that check are still bounded
    // per counter by the upsert's condition, as `hit` is.
    const rows = sql.join(wanted.map((counter) => sql`(${counter.key}::text, ${counter.limit}::integer)`));
    const { rows: counted } = await sql<{ key: string }>`
      with wanted (key, lim) as (values ${rows})
      insert into auth_throttle as t (key, count, blocked_until, expires_at)
      select w.key, 1, null, ${now + windowMs}::bigint from wanted w
      where not exists (select 1 from auth_throttle f join wanted x on x.key = f.key where f.expires_at > ${now} and f.count >= x.lim)
      on conflict (key) do update set
        count = case when t.expires_at <= ${now} then 1 else t.count + 1 end,
        expires_at = case when t.expires_at <= ${now} then excluded.expires_at else t.expires_at end
      where t.expires_at <= ${now} or t.count < (select x.lim from wanted x where x.key = t.key)
      returning t.key`.execute(this.db);
    if (counted.length === wanted.length) return { allowed: true };
    const waits = await Promise.all(wanted.map((counter) => this.windowWait(counter.key, counter.limit, now)));
    return { allowed: false, retryAfterMs: Math.max(1, ...waits) };
  }

  async release(key: string, now: number): Promise<void> {
    await sql`update auth_throttle set count = greatest(count - 1, 0) where key = ${key} and expires_at > ${now}`.execute(this.db);
  }

  async backoffWait(key: string, now: number): Promise<number> {
    const row = await this.row(key, now);
    return row?.blocked_until != null && Number(row.blocked_until) > now ? Number(row.blocked_until) - now : 0;
  }

  async backoff(key: string, policy: BackoffPolicy, now: number): Promise<Verdict> {
    await this.purge(now);
    // New count = 1 on a fresh or expired row, else count + 1; the wait after it is computed in SQL
    // from that same value so that check, increment and the next block are one statement. The row
    // outlives any block by the idle time.
    const { freeTries, baseMs, maxDelayMs, idleMs } = policy;
    const { rows } = await sql<{ count: number }>`
      insert into auth_throttle as t (key, count, blocked_until, expires_at)
      values (${key}, 1, ${backoffDelay(1, policy) > 0 ? now + backoffDelay(1, policy) : null}, ${now + idleMs + maxDelayMs})
      on conflict (key) do update set
        count = case when t.expires_at <= ${now} then 1 else t.count + 1 end,
        blocked_until = case
          when (case when t.expires_at <= ${now} then 1 else t.count + 1 end) <= ${freeTries} then null
          else ${now}::bigint + least(${baseMs}::float8 * power(2::float8, least((case when t.expires_at <= ${now} then 1 else t.count + 1 end) - ${freeTries} - 1, 40)), ${maxDelayMs}::float8)::bigint
        end,
        expires_at = excluded.expires_at
      where t.expires_at <= ${now} or t.blocked_until is null or t.blocked_until <= ${now}
      returning count`.execute(this.db);
    if (rows.length > 0) return { allowed: true };
    return { allowed: false, retryAfterMs: Math.max(1, await this.backoffWait(key, now)) };
  }

  async mark(key: string, ttlMs: number, now: number): Promise<void> {
    await sql`
      insert into auth_throttle as t (key, count, blocked_until, expires_at) values (${key}, 0, null, ${now + ttlMs})
      on conflict (key) do update set count = 0, blocked_until = null, expires_at = excluded.expires_at`.execute(this.db);
  }

  async isMarked(key: string, now: number): Promise<boolean> {
    return (await this.row(key, now)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    await sql`delete from auth_throttle where key = ${key}`.execute(this.db);
  }

  async close(): Promise<void> {}
}

// Redis: each counter is a hash {count, blocked, exp} with a PEXPIRE, so Redis purges it itself.
// The scripts compare against the caller's clock (`now`), like the database statements.
const HIT = `
local exp = tonumber(redis.call('HGET', KEYS[1], 'exp') or '0')
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local now, limit, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
if exp <= now then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'count', 1, 'exp', now + window)
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
if count >= limit then return exp - now end
redis.call('HINCRBY', KEYS[1], 'count', 1)
return 0`;

// KEYS: the counters; ARGV: now, window, then each counter's limit. Checks all, then counts all.
const HIT_ALL = `
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local wait = 0
for i, key in ipairs(KEYS) do
  local exp = tonumber(redis.call('HGET', key, 'exp') or '0')
  local count = tonumber(redis.call('HGET', key, 'count') or '0')
  if exp > now and count >= tonumber(ARGV[i + 2]) and exp - now > wait then wait = exp - now end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  local exp = tonumber(redis.call('HGET', key, 'exp') or '0')
  if exp <= now then
    redis.call('DEL', key)
    redis.call('HSET', key, 'count', 1, 'exp', now + window)
    redis.call('PEXPIRE', key, window)
  else
    redis.call('HINCRBY', key, 'count', 1)
  end
end
return 0`;

const BACKOFF = `
local exp = tonumber(redis.call('HGET', KEYS[1], 'exp') or '0')
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local blocked = tonumber(redis.call('HGET', KEYS[1], 'blocked') or '0')
local now, free, base, max, idle = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
if exp <= now then count = 0; blocked = 0 end
if blocked > now then return blocked - now end
count = count + 1
local delay = 0
if count > free then delay = math.min(base * 2 ^ math.min(count - free - 1, 40), max) end
local ttl = idle + delay
redis.call('HSET', KEYS[1], 'count', count, 'blocked', now + delay, 'exp', now + ttl)
redis.call('PEXPIRE', KEYS[1], ttl)
return 0`;

const RELEASE = `
local exp = tonumber(redis.call('HGET', KEYS[1], 'exp') or '0')
if exp > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'count') or '0') > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0`;

export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix: string, onError: (error: Error) => void) {
    this.redis = newRedisConnection(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `${prefix}:throttle` });
    this.redis.on('error', onError);
  }

  private k(key: string): string {
    return `${this.prefix}:throttle:${key}`;
  }

  private async fields(key: string) {
    const [count, blocked, exp] = await this.redis.hmget(this.k(key), 'count', 'blocked', 'exp');
    return { count: Number(count ?? 0), blocked: Number(blocked ?? 0), exp: Number(exp ?? 0) };
  }

  async windowWait(key: string, limit: number, now: number): Promise<number> {
    const { count, exp } = await this.fields(key);
    return exp > now && count >= limit ? exp - now : 0;
  }

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<Verdict> {
    const wait = Number(await this.redis.eval(HIT, 1, this.k(key), now, limit, windowMs));
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
  }

  async hitAll(counters: readonly WindowCounter[], windowMs: number, now: number): Promise<Verdict> {
    const wanted = distinctCounters(counters);
    if (wanted.length === 0) return { allowed: true };
    const wait = Number(await this.redis.eval(HIT_ALL, wanted.length, ...wanted.map((counter) => this.k(counter.key)), now, windowMs, ...wanted.map((counter) => counter.limit)));
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
  }

  async release(key: string, now: number): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.k(key), now);
  }

  async backoffWait(key: string, now: number): Promise<number> {
    const { blocked, exp } = await this.fields(key);
    return exp > now && blocked > now ? blocked - now : 0;
  }

  async backoff(key: string, policy: BackoffPolicy, now: number): Promise<Verdict> {
    const wait = Number(await this.redis.eval(BACKOFF, 1, this.k(key), now, policy.freeTries, policy.baseMs, policy.maxDelayMs, policy.idleMs));
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
  }

  async mark(key: string, ttlMs: number, now: number): Promise<void> {
    await this.redis.multi().del(this.k(key)).hset(this.k(key), 'count', 0, 'exp', now + ttlMs).pexpire(this.k(key), ttlMs).exec();
  }

  async isMarked(key: string, now: number): Promise<boolean> {
    return (await this.fields(key)).exp > now;
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.k(key));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
