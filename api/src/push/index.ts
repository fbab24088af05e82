import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { WebSocketServer } from 'ws';
import { authenticate } from '../features/auth/sessions.service.js';
import { bearerSecurity } from '../plugins/authentication.js';
import { AppError } from '../plugins/errors.js';
import { InProcessBackplane, RedisBackplane, type Backplane } from './backplane.js';
import { ConnectionTokens, newConnectionId } from './connection-tokens.js';
import { PushHub, type HubCaller } from './hub.js';

export type { HubCaller, PushTiming } from './hub.js';
export { HubMethodError } from './hub.js';

/** What the rest of the app uses to reach agents' browsers. Knows nothing of tickets. */
export interface PushSender {
  /** Delivers `{type:1,target,arguments:args}` to every connection of the user, on any instance. */
  sendToUser(userId: string, target: string, args: unknown[]): Promise<void>;
  sendToAll(target: string, args: unknown[]): Promise<void>;
  /** Closes the user's connections for good (Close with error, no allowReconnect), e.g. user disabled. */
  disconnectUser(userId: string, reason: string): Promise<void>;
  /**
   * Closes for good (Close with error, no allowReconnect) every connection opened with an access
   * token of this agent session, on every instance: the session was signed out or revoked.
   */
  disconnectSession(sessionId: string): Promise<void>;
  /** Delivers `{type:1,target,arguments:args}` to every connection in the group, on any instance. */
  sendToGroup(group: string, target: string, args: unknown[]): Promise<void>;
  /**
   * Lets clients `invoke` the hub method `method`: the handler's result is the client's answer. A
   * thrown `HubMethodError` reaches the client with its message, anything else as "Hub method
   * failed.". Methods of one connection run one at a time, in order; each call counts against the
   * connection's message rate. `caller.join` puts the connection in a group (at most 20 groups of
   * up to 200 characters per connection) until it leaves or closes.
   */
  handleInvocation(method: string, handler: (caller: HubCaller, args: unknown[]) => Promise<unknown>): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-route @fastify/cors options, merged over the app's. */
    cors?: { credentials?: boolean; allowedHeaders?: string[] } | false;
  }
  interface FastifyInstance {
    /** Pushes to connected agents (`src/push/`), across instances when REDIS_URL is set. */
    push: PushSender;
  }
}

/** What a client refused by a connection cap is told to wait before trying again. */
const CAP_RETRY_AFTER_SECONDS = 30;

/** The hub's path under the api prefix: `{apiBaseUrl}hubs/notification`. */
export const HUB_PATH = '/api/hubs/notification';

const NegotiateQuerySchema = Type.Object({
  negotiateVersion: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  access_token: Type.Optional(Type.String({ maxLength: 8192 })),
});

const NegotiateResponseSchema = Type.Object({
  negotiateVersion: Type.Integer(),
  connectionId: Type.String(),
  connectionToken: Type.Optional(Type.String()),
  availableTransports: Type.Array(Type.Object({ transport: Type.String(), transferFormats: Type.Array(Type.String()) })),
});

/** The browser client sends credentials on negotiate and these headers; remotes on other origins need them allowed. */
const NEGOTIATE_CORS = {
  credentials: true,
  allowedHeaders: ['Authorization', 'Content-Type', 'X-Requested-With', 'X-SignalR-User-Agent', 'x-api-key', 'Accept-Language'],
};

function bearerOf(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, token] = authorization.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Node clients send the header; browsers cannot set headers on a WebSocket and use `access_token`. */
function accessTokenOf(headers: IncomingMessage['headers'], query: URLSearchParams): string | undefined {
  return bearerOf(headers.authorization) ?? (query.get('access_token') || undefined);
}

/** Answers an upgrade request with a plain HTTP error (the socket never becomes a WebSocket). */
function rejectUpgrade(socket: Duplex, statusCode: number, code: string, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode, code, message });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The SignalR hub (JSON hub protocol, version 1): negotiate, the WebSocket transport on the app's own
 * HTTP server, the JSON hub protocol, and `app.push` for the rest of the app.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, config } = app;
    const backplane: Backplane = config.redisUrl ? new RedisBackplane(config.redisUrl, config.push.redisPrefix, app.log) : new InProcessBackplane();
    const hub = new PushHub(backplane, config.push, app.log);
    const tokens = new ConnectionTokens(config.jwtSecret, config.push.connectionTokenTtlMs);
    await hub.start();

    const sender: PushSender = {
      sendToUser: (userId, target, args) => hub.sendToUser(userId, target, args),
      sendToAll: (target, args) => hub.sendToAll(target, args),
      disconnectUser: (userId, reason) => hub.disconnectUser(userId, reason),
      disconnectSession: (sessionId) => hub.disconnectSession(sessionId, 'SESSION_REVOKED'),
      sendToGroup: (group, target, args) => hub.sendToGroup(group, target, args),
      handleInvocation: (method, handler) => hub.handleInvocation(method, handler),
    };
    app.decorate('push', sender);

    /** Agents only: the agent access token, live session, active user. Customers' tokens fail here. */
    async function agentOf(token: string | undefined): Promise<{ ok: true; userId: string; sessionId: string } | { ok: false; code: string }> {
      if (!token) return { ok: false, code: 'UNAUTHENTICATED' };
      const result = await authenticate(db, config.jwtSecret, token);
      return result.ok ? { ok: true, userId: result.auth.userId, sessionId: result.auth.sessionId } : { ok: false, code: result.code };
    }

    const negotiatePath = `${HUB_PATH}/negotiate`;
    app.post(
      negotiatePath,
      {
        config: { cors: NEGOTIATE_CORS },
        schema: {
          tags: ['push'],
          summary: 'SignalR negotiate for the notification hub (the official client calls it)',
          security: bearerSecurity,
          querystring: NegotiateQuerySchema,
          response: { 200: NegotiateResponseSchema },
        },
      },
      async (request: FastifyRequest<{ Querystring: { negotiateVersion?: number; access_token?: string } }>) => {
        const agent = await agentOf(bearerOf(request.headers.authorization) ?? request.query.access_token);
        if (!agent.ok) throw new AppError(401, agent.code as 'UNAUTHENTICATED');
        // Refused here with a status the client reports; the upgrade checks again (tokens may pile up).
        if (hub.capReached(agent.userId, request.ip)) throw new AppError(429, 'RATE_LIMITED', undefined, { retryAfter: CAP_RETRY_AFTER_SECONDS });
        const negotiateVersion = Math.min(request.query.negotiateVersion ?? 0, 1);
        // The address as fastify sees it behind the trusted proxies; the upgrade counts the socket under it.
        const { connectionId, token } = tokens.issue(agent.userId, Date.now(), request.ip);
        const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }];
        // Version 0 has no separate token: the client sends `connectionId` as `id`, so it must be the secret.
        if (negotiateVersion === 0) return { negotiateVersion, connectionId: token, availableTransports };
        return { negotiateVersion, connectionId, connectionToken: token, availableTransports };
      },
    );
    // The preflight is answered by @fastify/cors from this route's config (credentials, headers).
    app.options(negotiatePath, { config: { cors: NEGOTIATE_CORS }, schema: { hide: true } }, async (_request, reply) => reply.callNotFound());

    const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024, perMessageDeflate: false, clientTracking: false });
    const apiKeyDigest = config.apiKey ? createHash('sha256').update(config.apiKey).digest() : undefined;

    async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, query: URLSearchParams): Promise<void> {
      const id = query.get('id');
      // Negotiate checked the api key; a client skipping it (no `id`) must send the key on the upgrade.
      if (apiKeyDigest && !id) {
        const given = request.headers['x-api-key'];
        if (typeof given !== 'string' || !timingSafeEqual(createHash('sha256').update(given).digest(), apiKeyDigest)) {
          return rejectUpgrade(socket, 401, 'INVALID_API_KEY', 'A valid API key is required.');
        }
      }
      const agent = await agentOf(accessTokenOf(request.headers, query));
      if (!agent.ok) return rejectUpgrade(socket, 401, agent.code, 'Authentication is required.');
      let connectionId: string;
      // Clients skipping negotiate are counted under the peer address (browsers always negotiate).
      let address = request.socket.remoteAddress ?? 'unknown';
      if (id) {
        const ticket = tokens.verify(id);
        if (!ticket) return rejectUpgrade(socket, 404, 'NOT_FOUND', 'No connection with this id.');
        if (ticket.userId !== agent.userId) return rejectUpgrade(socket, 403, 'FORBIDDEN', 'This connection belongs to another user.');
        if (!(await backplane.claimOnce(`connection:${ticket.connectionId}`, Math.max(1000, ticket.expiresAt - Date.now())))) {
          return rejectUpgrade(socket, 409, 'CONFLICT', 'This connection is already attached.');
        }
        connectionId = ticket.connectionId;
        address = ticket.address ?? address;
      } else {
        connectionId = newConnectionId();
      }
      const slot = hub.reserve(agent.userId, address);
      if (!slot.ok) {
        return rejectUpgrade(socket, 429, 'RATE_LIMITED', slot.reason === 'user' ? 'Too many connections for this user.' : 'Too many connections from this address.');
      }
      // Given back however the upgrade ends; the accepted connection holds its own slot.
      socket.once('close', slot.release);
      // Subscribed to the user's channel before the socket opens, so nothing pushed after the handshake is lost.
      // The connection takes its own hold when accepted; this one only spans the upgrade.
      const hold = hub.retainUser(agent.userId);
      try {
        await hold.ready;
        if (!socket.writable) return;
        wss.handleUpgrade(request, socket, head, (ws) => {
          hub.accept(ws, connectionId, agent.userId, agent.sessionId, address);
          slot.release();
        });
      } finally {
        hold.release();
        if (!socket.writable) slot.release();
      }
    }

    let closing = false;
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const path = url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
      if (path !== HUB_PATH) {
        // Other paths belong to other listeners; with none, answer as Node would without us.
        if (app.server.listenerCount('upgrade') === 1) rejectUpgrade(socket, 404, 'NOT_FOUND', 'Not found.');
        return;
      }
      socket.on('error', () => {});
      if (closing) return rejectUpgrade(socket, 503, 'INTERNAL_ERROR', 'The server is shutting down.');
      if (request.method !== 'GET') return rejectUpgrade(socket, 405, 'MALFORMED_REQUEST', 'Use GET.');
      upgrade(request, socket, head, url.searchParams).catch((error: unknown) => {
        app.log.error({ err: error }, 'push: upgrade failed');
        rejectUpgrade(socket, 503, 'INTERNAL_ERROR', 'The push service is unavailable.');
      });
    };
    app.server.on('upgrade', onUpgrade);

    // Before the HTTP server stops: clients are told to reconnect, which they do to another
    // instance or to this one once it is back.
    app.addHook('preClose', async () => {
      closing = true;
      app.server.off('upgrade', onUpgrade);
      await hub.close();
    });
  },
  { name: 'switchboard-push', dependencies: ['switchboard-errors', 'switchboard-db', 'switchboard-config'] },
);
