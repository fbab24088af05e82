import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';

const requireLazily = createRequire(import.meta.url);

/**
 * A connection to Redis. The client library is loaded with the first connection, so a process that
 * never makes one (an api without REDIS_URL, the CLI, most test files) does not load it at start.
 */
export function newRedisConnection(url: string, options: RedisOptions): Redis {
  const { Redis: Client } = requireLazily('ioredis') as typeof import('ioredis');
  return new Client(url, options);
}
