import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { LoginThrottleConfig, RateLimitConfig } from '../config.js';
import { AppError } from './errors.js';
import { DbThrottleStore, RedisThrottleStore, type BackoffPolicy, type ThrottleStore } from './throttle-store.js';

// Sign-in throttling. All counters live in a ThrottleStore (the database, or Redis when REDIS_URL is
// set), so they are shared by every replica, survive restarts and cannot be evicted by junk traffic.
// Every check is read-only first and every count is one atomic check-and-increment made BEFORE the
// password is checked: a refused request writes nothing, and parallel guesses cannot all slip past.
//
// Credential endpoints (agent login, customer login, OTP verify), per scope:
//  - pair (account + address): `freeTries` wrong tries, then waits of 1 s, 2 s, 4 s… up to
//    `maxDelayMs`; a success clears it. This is the only limit an address that already signed in to
//    the account is subject to, so an attacker elsewhere can never lock the owner out.
//  - address (all accounts): the route's RateLimitConfig of wrong tries per window (password
//    spraying from one address). Not applied to an address known to the account.
//  - account ceiling: `accountCeiling` wrong tries per day from addresses not known to the account;
//    past it those addresses share ONE try per `accountIntervalMs` (it slows, never locks: the owner
//    from a known address is exempt, and from a new one still gets a turn every interval).
// Successes give back the address and account counts, so those count wrong tries only.

const DAY_MS = 24 * 60 * 60 * 1000;

interface ThrottleOutcome {
  onSuccess: () => Promise<void>;
}

export interface ThrottleService {
  store: ThrottleStore;
  settings: LoginThrottleConfig;
  /** Current time in ms (follows `config.clock`, which tests move). */
  now: () => number;
  /**
   * Credential-guessing throttle for a sign-in route; `perAddress` limits wrong tries per address;
   * `accountOf` names the account tried (the body's `email` unless given).
   */
  credentials: (scope: string, perAddress: RateLimitConfig, accountOf?: (request: FastifyRequest) => string) => preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: ThrottleService;
  }
  interface FastifyRequest {
    throttleOutcome: ThrottleOutcome | null;
  }
}

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

function refused(retryAfterMs: number): AppError {
  return new AppError(429, 'RATE_LIMITED', undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

function credentialThrottle(service: ThrottleService, scope: string, perAddress: RateLimitConfig, accountOf = bodyEmail): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const { store, settings } = service;
    const now = service.now();
    const account = accountOf(request);
    const address = request.ip;
    const pairKey = `cred:${scope}:pair:${account}|${address}`;
    const knownKey = `cred:${scope}:known:${account}|${address}`;
    const addressKey = `cred:${scope}:addr:${address}`;
    const accountKey = `cred:${scope}:acct:${account}`;
    const slotKey = `cred:${scope}:slot:${account}`;
    const policy: BackoffPolicy = { freeTries: settings.freeTries, baseMs: settings.baseDelayMs, maxDelayMs: settings.maxDelayMs, idleMs: DAY_MS };

    // Read-only checks: a request refused here leaves no trace.
    const known = await store.isMarked(knownKey, now);
    const pairWait = await store.backoffWait(pairKey, now);
    if (pairWait > 0) throw refused(pairWait);
    let overCeiling = false;
    if (!known) {
      const addressWait = await store.windowWait(addressKey, perAddress.max, now);
      if (addressWait > 0) throw refused(addressWait);
      overCeiling = (await store.windowWait(accountKey, settings.accountCeiling, now)) > 0;
      if (overCeiling) {
        const slotWait = await store.windowWait(slotKey, 1, now);
        if (slotWait > 0) throw refused(slotWait);
      }
    }

    // Count the attempt before the credential is checked (atomic check-and-increment each).
    const pair = await store.backoff(pairKey, policy, now);
    if (!pair.allowed) throw refused(pair.retryAfterMs);
    let countedAccount = false;
    if (!known) {
      const byAddress = await store.hit(addressKey, perAddress.max, perAddress.windowMs, now);
      if (!byAddress.allowed) throw refused(byAddress.retryAfterMs);
      if (!overCeiling) {
        const byAccount = await store.hit(accountKey, settings.accountCeiling, DAY_MS, now);
        countedAccount = byAccount.allowed;
        // The ceiling was reached by a concurrent request: this one needs the shared turn too.
        overCeiling = !byAccount.allowed;
      }
      if (overCeiling) {
        const turn = await store.hit(slotKey, 1, settings.accountIntervalMs, now);
        if (!turn.allowed) throw refused(turn.retryAfterMs);
      }
    }

    request.throttleOutcome = {
      onSuccess: async () => {
        const at = service.now();
        await store.delete(pairKey);
        await store.mark(knownKey, settings.knownAddressMs, at);
        if (!known) await store.release(addressKey, at);
        if (countedAccount) await store.release(accountKey, at);
      },
    };
  };
}

/** `app.throttle` over the database, or Redis when configured; clears a pair when its sign-in succeeded. */
export const throttlePlugin = fp(
  async (app: FastifyInstance) => {
    const { db, config } = app;
    const store: ThrottleStore = config.redisUrl
      ? new RedisThrottleStore(config.redisUrl, config.push.redisPrefix, (error) => app.log.warn({ err: error }, 'throttle: redis connection error'))
      : new DbThrottleStore(db);
    const service: ThrottleService = {
      store,
      settings: config.loginThrottle,
      now: () => (config.clock ? config.clock().getTime() : Date.now()),
      credentials: (scope, perAddress, accountOf) => credentialThrottle(service, scope, perAddress, accountOf),
    };
    app.decorate('throttle', service);
    app.decorateRequest('throttleOutcome', null);
    app.addHook('onSend', async (request, reply, payload) => {
      const outcome = request.throttleOutcome;
      if (outcome) {
        request.throttleOutcome = null;
        if (reply.statusCode < 400) await outcome.onSuccess();
      }
      return payload;
    });
    app.addHook('onClose', async () => store.close());
  },
  { name: 'throttle', dependencies: ['switchboard-db', 'switchboard-config'] },
);

/**
 * Request-count limits (register, OTP resend, reset request): one counter per client address and
 * one per account (the body's `email`), `limit.max` requests per `limit.windowMs` each. Requests
 * refused by either counter count nowhere. `name` keeps each endpoint's counters apart.
 */
export function addressAndAccountRateLimit(app: FastifyInstance, name: string, limit: RateLimitConfig): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const email = bodyEmail(request);
    const keys = [`rl:${name}:ip:${request.ip}`, ...(email ? [`rl:${name}:email:${email}`] : [])];
    const verdict = await app.throttle.store.hitAll(
      keys.map((key) => ({ key, limit: limit.max })),
      limit.windowMs,
      app.throttle.now(),
    );
    if (!verdict.allowed) throw refused(verdict.retryAfterMs);
  };
}

/** Agent sign-in (`v1/oauth/login`): the credential throttle, `limit` being the wrong tries per address. */
export function loginRateLimit(app: FastifyInstance, limit: RateLimitConfig): preHandlerAsyncHookHandler {
  return app.throttle.credentials('agent-login', limit);
}
