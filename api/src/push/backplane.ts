import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { newRedisConnection } from '../redis-connection.js';

/** Where a published payload goes: every connection, the connections of one user, or the members of one group. */
export type Audience = { kind: 'all' } | { kind: 'user'; userId: string } | { kind: 'group'; name: string };

export type BackplaneHandler = (audience: Audience, payload: string) => void;

/**
 * Carries pushes between api instances. Payloads are opaque strings (the hub puts already
 * serialised frames in them), so each instance only writes bytes to its sockets.
 */
export interface Backplane {
  start(handler: BackplaneHandler): Promise<void>;
  publish(audience: Audience, payload: string): Promise<void>;
  /** Called by the hub when a user gets their first local connection (resolves once subscribed). */
  subscribeUser(userId: string): Promise<void>;
  /** …and when their last local connection leaves. */
  unsubscribeUser(userId: string): Promise<void>;
  /** Called by the hub when a group gets its first local member (resolves once subscribed). */
  subscribeGroup(name: string): Promise<void>;
  /** …and when its last local member leaves. */
  unsubscribeGroup(name: string): Promise<void>;
  /** True only for the first claim of `key` within `ttlMs`, across instances: a connection token is used once. */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** One instance: delivery is a function call. */
export class InProcessBackplane implements Backplane {
  private handler: BackplaneHandler = () => {};
  private readonly claimed = new Map<string, number>();

  async start(handler: BackplaneHandler): Promise<void> {
    this.handler = handler;
  }

  async publish(audience: Audience, payload: string): Promise<void> {
    this.handler(audience, payload);
  }

  async subscribeUser(): Promise<void> {}

  async unsubscribeUser(): Promise<void> {}

  async subscribeGroup(): Promise<void> {}

  async unsubscribeGroup(): Promise<void> {}

  async claimOnce(key: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    // Forget expired claims as we go: the tokens they guarded are expired too.
    if (this.claimed.size > 1000) for (const [k, until] of this.claimed) if (until <= now) this.claimed.delete(k);
    const until = this.claimed.get(key);
    if (until !== undefined && until > now) return false;
    this.claimed.set(key, now + ttlMs);
    return true;
  }

  async close(): Promise<void> {
    this.claimed.clear();
  }
}

/**
 * Redis pub/sub in the way of ASP.NET's Redis backplane: `{p}:all`, `{p}:user:{id}` and `{p}:group:{name}` channels,
 * one prefix per deployment. A subscriber-mode connection refuses other commands, so publishing
 * and token claims use a second connection.
 */
export class RedisBackplane implements Backplane {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly allChannel: string;
  private readonly userChannelPrefix: string;
  private readonly groupChannelPrefix: string;

  constructor(url: string, private readonly prefix: string, log: FastifyBaseLogger) {
    // Few retries per command: a push must not hold a request for long while Redis is away.
    this.publisher = newRedisConnection(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `${prefix}:push:pub` });
    this.subscriber = newRedisConnection(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `${prefix}:push:sub` });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => log.warn({ err: error }, 'push: redis connection error'));
    }
    this.allChannel = `${prefix}:all`;
    this.userChannelPrefix = `${prefix}:user:`;
    this.groupChannelPrefix = `${prefix}:group:`;
  }

  async start(handler: BackplaneHandler): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      const audience = this.audienceOf(channel);
      if (audience) handler(audience, message);
    });
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.allChannel);
  }

  async publish(audience: Audience, payload: string): Promise<void> {
    await this.publisher.publish(this.channelOf(audience), payload);
  }

  async subscribeUser(userId: string): Promise<void> {
    await this.subscriber.subscribe(this.userChannelPrefix + userId);
  }

  async unsubscribeUser(userId: string): Promise<void> {
    await this.subscriber.unsubscribe(this.userChannelPrefix + userId);
  }

  async subscribeGroup(name: string): Promise<void> {
    await this.subscriber.subscribe(this.groupChannelPrefix + name);
  }

  async unsubscribeGroup(name: string): Promise<void> {
    await this.subscriber.unsubscribe(this.groupChannelPrefix + name);
  }

  private channelOf(audience: Audience): string {
    switch (audience.kind) {
      case 'all':
        return this.allChannel;
      case 'user':
        return this.userChannelPrefix + audience.userId;
      case 'group':
        return this.groupChannelPrefix + audience.name;
    }
  }

  private audienceOf(channel: string): Audience | undefined {
    if (channel === this.allChannel) return { kind: 'all' };
    if (channel.startsWith(this.userChannelPrefix)) return { kind: 'user', userId: channel.slice(this.userChannelPrefix.length) };
    if (channel.startsWith(this.groupChannelPrefix)) return { kind: 'group', name: channel.slice(this.groupChannelPrefix.length) };
    return undefined;
  }

  async claimOnce(key: string, ttlMs: number): Promise<boolean> {
    const answer = await this.publisher.set(`${this.prefix}:claimed:${key}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
    return answer === 'OK';
  }

  async close(): Promise<void> {
    // quit() lets queued commands finish; disconnect() if the server is gone.
    await Promise.all(
      [this.publisher, this.subscriber].map(async (connection) => {
        try {
          if (connection.status === 'ready') await connection.quit();
          else connection.disconnect();
        } catch {
          connection.disconnect();
        }
      }),
    );
  }
}
