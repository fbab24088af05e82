import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_IDS, type RemoteId } from '@switchboard/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { sendError } from '../../plugins/errors.js';

type EmbeddedConfig = Pick<Config, 'environment' | 'publicUrl' | 'remotes' | 'docsBaseUrl' | 'supportEmailDomain' | 'staticRoot'>;

/**
 * The runtime configuration every front end fetches first. It is public: never a secret in it
 * (API_KEY is for a proxy or server that adds `x-api-key`, never for a browser).
 */
export function buildEnvJson(config: EmbeddedConfig, organizationId: string) {
  return {
    apiBaseUrl: '/api/',
    baseUrl: config.publicUrl,
    environment: config.environment,
    supportEmailDomain: config.supportEmailDomain,
    genesysImplicitClientId: '',
    organizationId,
    docsBaseUrl: config.docsBaseUrl,
    remotes: { ...config.remotes },
  };
}

/** webpack's `[contenthash]` (8+ hex chars) inside a file name. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;
/** A query that is only a content hash, as a built page links its entry script: `main.js?<hash>`. */
const HASH_QUERY = /\?[0-9a-f]{8,}$/i;

/**
 * Content-hashed files never change under their address. An entry script keeps its plain name (its
 * chunks are found by it) and is linked from the page as `main.js?<hash>`: under that address it is
 * as fixed, since a new build links a new one and the page itself is always revalidated, so a
 * returning visit skips a round trip before any script runs. Every other file may change with any
 * build: revalidate (cheap with ETag).
 */
export function cacheControlFor(filePath: string, url = ''): string {
  // The file sent may be the build's Brotli beside it (`main.js.br`).
  const name = basename(filePath).replace(/\.br$/, '');
  if (HASHED_NAME.test(name) || (name.endsWith('.js') && HASH_QUERY.test(url))) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const setCacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath, reply.request.url));
};

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Switchboard</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Switchboard is running, but the web app is not built</h1>
<p>Run <code>npm run build</code> at the repository root, then restart with <code>npm start</code>.</p>
<p>The API answers under <a href="/api/docs">/api/</a>.</p>
</body></html>`;

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * One-port embedded mode: `/env.json`, every remote's bundle under `/mfe/<id>/`, the standalone hub
 * at `/hub/`, help pages at `/docs/` and the shell at `/` (both apps with SPA fallback).
 */
export async function embeddedRoutes(app: FastifyInstance, options: { config: EmbeddedConfig; organizationId: string }) {
  const { config, organizationId } = options;
  const root = config.staticRoot;
  const envJson = buildEnvJson(config, organizationId);

  app.get('/env.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return envJson;
  });

  // Only the first @fastify/static registration may decorate the reply.
  let decorated = false;
  const serve = async (dir: string, prefix: string) => {
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: !decorated,
      cacheControl: false,
      // The ETag revalidates what is not immutable; a date beside it adds bytes, not answers.
      lastModified: false,
      setHeaders: setCacheHeaders,
      index: ['index.html'],
      redirect: true,
      wildcard: true,
      schemaHide: true,
      // The build writes `x.js.br` beside `x.js` (Brotli at its best quality): sent as is to browsers
      // that accept it, so nothing is compressed per request.
      preCompressed: true,
    });
    decorated = true;
  };

  const remoteDirs: Partial<Record<RemoteId, string>> = {};
  for (const id of REMOTE_IDS) {
    const dir = join(root, `mfe-${id}`, 'dist');
    if (isDirectory(dir)) {
      remoteDirs[id] = dir;
      await serve(dir, `/mfe/${id}/`);
    }
  }
  const docsDir = join(root, 'docs');
  if (isDirectory(docsDir)) await serve(docsDir, '/docs/');

  const shellDir = join(root, 'shell', 'dist');
  const shellBuilt = existsSync(join(shellDir, 'index.html'));
  const hubDir = remoteDirs.hub;
  const hubBuilt = hubDir !== undefined && existsSync(join(hubDir, 'index.html'));

  // The standalone hub for customers: same bundle as the remote, with its own SPA fallback below.
  if (hubBuilt) await serve(hubDir, '/hub/');
  if (shellBuilt) await serve(shellDir, '/');
  else {
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE));
  }

  const sendIndex = (reply: FastifyReply, dir: string) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', dir);
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request) && !path.startsWith('/api/') && path !== '/api';
    if (isPage && !path.startsWith('/mfe/') && !path.startsWith('/docs/')) {
      if (hubBuilt && (path === '/hub' || path.startsWith('/hub/'))) return sendIndex(reply, hubDir!);
      if (shellBuilt) return sendIndex(reply, shellDir);
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE);
    }
    return sendError(request, reply, 404, 'NOT_FOUND');
  });
}
