import type { Redis } from 'ioredis';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { newRedisConnection } from '../../redis-connection.js';

/**
 * Signed-in agents as authenticated requests see them (session live, user active, permissions),
 * remembered between requests so that a request with a known token reads nothing from the database
 * before its own work. The same object comes back for every request of a session, so what is
 * derived from it per object (the division scopes, tickets/shared/division-scope.ts; the Home
 * division and service-level policies, tickets/tickets/organization-facts.ts) is remembered with it
 * and forgotten with it.
 *
 * Correctness rests on three rules:
 * - Anything that may change who may do what (a role's permissions, a user's roles or their
 *   divisions, a user disabled or removed, a division changed, a session ended, a password changed;
 *   also a service level, schedule or status changed, for the organisation facts remembered with an
 *   agent or, in a `dependent` cache, for the hub's complaints)
 *   calls `forgetAll()` after its transaction committed and before its answer leaves, so the next
 *   request reads the new state. Forgetting everything is coarse on purpose: such changes are rare
 *   next to reads, and nothing can be forgotten too little.
 * - A read that started before a forget is not remembered (`stamp`/`remember`): it may have seen
 *   the state before the change.
 * - Entries live `ttlMs` at most, which bounds what a change made outside any api instance (SQL by
 *   hand, the operator CLI) or a lost cross-instance message leaves behind.
 */
export class PermissionCache<T extends object> {
  private generation = 0;
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly listeners: Array<() => Promise<void>> = [];
  private readonly dependents: PermissionCache<object>[] = [];

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Taken before reading from the database; `remember` refuses the value when a forget came in between. */
  get stamp(): number {
    return this.generation;
  }

  lookup(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  remember(key: string, value: T, stamp: number): void {
    if (stamp !== this.generation) return;
    // Oldest first out: a Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
  }

  /** Everything remembered, and every read still in flight, is stale: only this instance. */
  forgetLocally(): void {
    this.generation += 1;
    this.entries.clear();
    for (const dependent of this.dependents) dependent.forgetLocally();
  }

  /**
   * A cache for what the same changes make stale (an organisation's facts, say): it forgets whenever
   * this one does, here or told by another instance, and keeps entries as long.
   */
  dependent<D extends object>(): PermissionCache<D> {
    const cache = new PermissionCache<D>(this.ttlMs, this.maxEntries, this.now);
    this.dependents.push(cache as PermissionCache<object>);
    return cache;
  }

  /** Everything is stale, here at once and (through `onForget` listeners such as the Redis relay) on the other instances. */
  async forgetAll(): Promise<void> {
    this.forgetLocally();
    await Promise.all(this.listeners.map((listener) => listener()));
  }

  /** `listener` must not throw: a failure to tell others is logged, the change itself stands. */
  onForget(listener: () => Promise<void>): void {
    this.listeners.push(listener);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Tells the other api instances of a deployment (the ones sharing the Redis of the push backplane)
 * to forget their remembered agents, and makes this one forget when they tell it. A connection that
 * drops may miss messages, so this instance also forgets whenever the subscription comes back.
 */
export class RedisForgetRelay {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  /** Tells this instance's own messages from the others' (Redis echoes a publisher's messages to itself only when it also subscribes). */
  private readonly self = `${process.pid}:${Math.random().toString(36).slice(2)}`;

  constructor(
    url: string,
    prefix: string,
    private readonly cache: PermissionCache<object>,
    private readonly log: FastifyBaseLogger,
    topic = 'authorization-changed',
  ) {
    this.channel = `${prefix}:${topic}`;
    this.publisher = newRedisConnection(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `${prefix}:auth:pub` });
    this.subscriber = newRedisConnection(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `${prefix}:auth:sub` });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => log.warn({ err: error }, 'authorization cache: redis connection error'));
    }
  }

  async start(): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel && message !== this.self) this.cache.forgetLocally();
    });
    // Every (re)subscription, the first included: whatever was published while away is unknown.
    this.subscriber.on('ready', () => this.cache.forgetLocally());
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.channel);
    this.cache.onForget(async () => {
      try {
        await this.publisher.publish(this.channel, this.self);
      } catch (error) {
        this.log.warn({ err: error }, 'authorization cache: could not tell the other instances');
      }
    });
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}

/**
 * Has the instances that share the app's Redis (the push backplane's) forget `cache` together, on
 * `topic`; an app without Redis (or built without the configuration, a test of one plugin) runs alone.
 */
export async function relayForgetsAcrossInstances(app: FastifyInstance, cache: PermissionCache<object>, topic?: string): Promise<void> {
  const config = app.hasDecorator('config') ? app.config : undefined;
  if (!config?.redisUrl) return;
  const relay = new RedisForgetRelay(config.redisUrl, config.push.redisPrefix, cache, app.log, topic);
  await relay.start();
  app.addHook('onClose', () => relay.close());
}
