import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** Where a published payload goes: every connection, or the connections of one user. */
export type Audience = { kind: 'all' } | { kind: 'user'; userId: string };

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
 * Redis pub/sub in the way of ASP.NET's Redis backplane: `{p}:all` and `{p}:user:{id}` channels,
 * one prefix per deployment. A subscriber-mode connection refuses other commands, so publishing
 * and token claims use a second connection.
 */
export class RedisBackplane implements Backplane {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly allChannel: string;
  private readonly userChannelPrefix: string;

  constructor(url: string, private readonly prefix: string, log: FastifyBaseLogger) {
    // Few retries per command: a push must not hold a request for long while Redis is away.
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `${prefix}:push:pub` });
    this.subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: `${prefix}:push:sub` });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => log.warn({ err: error }, 'push: redis connection error'));
    }
    this.allChannel = `${prefix}:all`;
    this.userChannelPrefix = `${prefix}:user:`;
  }

  async start(handler: BackplaneHandler): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.allChannel) handler({ kind: 'all' }, message);
      else if (channel.startsWith(this.userChannelPrefix)) handler({ kind: 'user', userId: channel.slice(this.userChannelPrefix.length) }, message);
    });
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.allChannel);
  }

  async publish(audience: Audience, payload: string): Promise<void> {
    await this.publisher.publish(audience.kind === 'all' ? this.allChannel : this.userChannelPrefix + audience.userId, payload);
  }

  async subscribeUser(userId: string): Promise<void> {
    await this.subscriber.subscribe(this.userChannelPrefix + userId);
  }

  async unsubscribeUser(userId: string): Promise<void> {
    await this.subscriber.unsubscribe(this.userChannelPrefix + userId);
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
