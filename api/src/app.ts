import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { migrateToLatest, openDatabase, type Db } from './db/index.js';
import { authenticationPlugin, authRoutes } from './features/auth/index.js';
import { setPasswordHashCost } from './features/auth/passwords.js';
import { embeddedRoutes } from './features/embedded/index.js';
import { healthRoutes } from './features/health/index.js';
import { mailPlugin } from './features/mail/index.js';
import { notificationsPlugin, notificationsRoutes } from './features/notifications/index.js';
import { directoryArea } from './features/directory/index.js';
import { customerAuthenticationPlugin, hubArea } from './features/hub/index.js';
import { integrationsArea } from './features/integrations/index.js';
import { organizationArea } from './features/organization/index.js';
import { serviceLevelsArea, slaPlugin } from './features/service-levels/index.js';
import { searchDocumentsPlugin, ticketsArea, uploadSweeperPlugin, verifyFileLink } from './features/tickets/index.js';
import { ensureFirstStart, type FirstStartResult } from './first-start.js';
import { apiKeyPlugin, configPlugin, databasePlugin, errorsPlugin, expiredRecordsSweeperPlugin, nulCharactersPlugin, pageOnlyHeadersPlugin } from './plugins/index.js';
import { requestLogSerializer } from './plugins/log-redaction.js';
import { hubQuotasPlugin } from './plugins/hub-quotas.js';
import { throttlePlugin } from './plugins/rate-limit.js';
import { sessionCookiesPlugin } from './plugins/session-cookies.js';
import { sharedSerializers } from './plugins/shared-serializers.js';
import { pushPlugin } from './push/index.js';
import { analyticsArea, analyticsRollupPlugin } from './features/analytics/index.js';

export interface PreparedDatabase {
  db: Db;
  firstStart: FirstStartResult;
}

/** Opens the database, runs the migrations and the idempotent first-start step. */
export async function prepareDatabase(config: Pick<Config, 'database' | 'orgName' | 'adminEmail' | 'adminPassword' | 'quotas'>): Promise<PreparedDatabase> {
  // Before anything hashes a password (the first administrator, the CLI).
  setPasswordHashCost(config.quotas.passwordHashCost);
  const db = await openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const firstStart = await ensureFirstStart(db, config);
    return { db, firstStart };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (!config.logger) return false;
  const redact = { paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'], censor: '[redacted]' };
  const pretty = config.environment === 'development' && process.stdout.isTTY;
  // Signed file links and push tokens in URLs are credentials: logged URLs carry `[redacted]` instead.
  return { level: config.logLevel, redact, serializers: { req: requestLogSerializer }, ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}) };
}

/** Origins (besides our own) that scripts, manifests and API calls may come from: the configured remotes. */
function remoteOrigins(config: Config): string[] {
  return [...new Set(Object.values(config.remotes).filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin))];
}

/**
 * The whole HTTP application. Tests call it with an in-memory database config; `main.ts` with the
 * environment's. The database is closed when the app closes.
 */
export async function buildApp(config: Config, prepared?: PreparedDatabase): Promise<FastifyInstance> {
  setPasswordHashCost(config.quotas.passwordHashCost);
  const { db, firstStart } = prepared ?? (await prepareDatabase(config));

  const app = Fastify({
    logger: loggerOptions(config),
    // X-Forwarded-For names the client only when the peer is a configured proxy (TRUST_PROXY).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Slashes and case are part of the contract (`v1/oauth/Logout`); be lenient only about a trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: sharedSerializers,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  // The services route folders read from the instance (`app.config`, `app.db`, `app.mailWorker`); the
  // areas name them as dependencies, so Fastify refuses to start when one is missing.
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { db, firstStart });
  await app.register(mailPlugin);

  await app.register(errorsPlugin);
  await app.register(nulCharactersPlugin);

  const extraOrigins = remoteOrigins(config);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // antd's CSS-in-JS injects <style> elements at runtime.
        'style-src': ["'self'", "'unsafe-inline'", ...extraOrigins],
        'script-src': ["'self'", ...extraOrigins],
        'connect-src': ["'self'", 'ws:', 'wss:', ...extraOrigins],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:', ...extraOrigins],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        // Plain-HTTP local installs must not be forced to HTTPS.
        'upgrade-insecure-requests': null,
      },
    },
    // Remotes on other origins load our manifests and scripts.
    crossOriginResourcePolicy: { policy: extraOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https:'),
  });
  await app.register(pageOnlyHeadersPlugin);
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Refresh tokens are HttpOnly cookies: the listed origins (same site, other ports) must send them.
    credentials: config.corsOrigins.length > 0,
    maxAge: 600,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyFormbody);
  // Refresh-token cookies only (plugins/session-cookies.ts): opaque values stored hashed, so unsigned.
  await app.register(fastifyCookie);
  await app.register(sessionCookiesPlugin, { config });
  await app.register(fastifyRateLimit, { global: false });
  // Durable sign-in throttle counters (database, or Redis when configured): `app.throttle`.
  await app.register(throttlePlugin);
  // Per-customer and per-address quotas on hub writes (tickets, messages, upload slots): `app.hubQuota`.
  await app.register(hubQuotasPlugin, { quotas: config.quotas.hubWrites });
  await app.register(apiKeyPlugin, {
    apiKey: config.apiKey,
    isSignedDownload: (fileId, expires, signature) => verifyFileLink(config.jwtSecret, 'get', fileId, expires, signature),
  });
  await app.register(authenticationPlugin, { db, jwtSecret: config.jwtSecret });
  await app.register(customerAuthenticationPlugin, { db, jwtSecret: config.jwtSecret });
  // Notifications from domain events: started on listen, woken after writes, pushed via `app.push`.
  await app.register(notificationsPlugin);
  await app.register(slaPlugin);
  // The SignalR hub and `app.push` (src/push/); closes its sockets and Redis connections with the app.
  await app.register(pushPlugin);
  // Dashboard figures: the analytics journal folded into the rollup, and the dashboards' live channel.
  await app.register(analyticsRollupPlugin);
  // Removes upload slots no message refers to after a grace period; started by main.ts after listen.
  await app.register(uploadSweeperPlugin);
  // Deletes records past their use (Idempotency-Key records, ended sessions, expired links, sent mail); started by main.ts after listen.
  await app.register(expiredRecordsSweeperPlugin);
  // Tickets' search documents (title and description for the text search), written from their journal.
  await app.register(searchDocumentsPlugin);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Switchboard API', version: '1' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(directoryArea);
      await api.register(organizationArea);
      await api.register(serviceLevelsArea);
      await api.register(integrationsArea);
      await api.register(hubArea);
      await api.register(ticketsArea);
      await api.register(analyticsArea);
      await api.register(notificationsRoutes);
    },
    { prefix: '/api' },
  );

  await embeddedRoutes(app, { config, organizationId: firstStart.organizationId });

  await app.ready();
  return app;
}
