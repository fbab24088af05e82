#!/usr/bin/env node
// Serves one built front end as a static site: the way a remote is deployed on its own (any CDN or
// web server would do). Used by docker-compose for each remote and by tests of the distributed
// topology.
//
// Usage: node scripts/serve-static.mjs <dist folder> <port> [host] [allowed origins]
//   port 0 picks a free one (the line printed on start names it).
//   allowed origins: comma-separated origins whose pages may fetch these files cross-origin (the
//   shell that loads this remote); defaults to the CORS_ORIGINS environment variable, else none.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const [, , folder, portArg, host = '0.0.0.0', originsArg = process.env.CORS_ORIGINS ?? ''] = process.argv;
if (!folder || !portArg) {
  console.error('usage: serve-static.mjs <dist folder> <port> [host] [allowed origins]');
  process.exit(2);
}
const root = resolve(folder);

/** `https://a.example, http://localhost:8080/` → exact origins; anything that is not one stops the start. */
function parseOrigins(list) {
  const origins = [];
  for (const entry of list.split(',').map((value) => value.trim()).filter(Boolean)) {
    let url;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol)) {
      console.error(`serve-static: "${entry}" is not an http(s) origin`);
      process.exit(2);
    }
    origins.push(url.origin);
  }
  return origins;
}
const allowedOrigins = new Set(parseOrigins(originsArg));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
// Files whose names do not change between builds must be revalidated; hashed chunks are immutable.
const MUTABLE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'env.json']);

// The api's policy, for a site of static files: scripts and styles of its own (antd injects inline
// styles), API calls and push to the origins that use it, never framed by others.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  ["connect-src 'self' ws: wss:", ...allowedOrigins].join(' '),
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'no-referrer',
  // The point of a remote: pages on other origins load its scripts.
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/** The file under `root` for a decoded URL path (a folder means its index.html), or undefined. */
function fileAt(pathname) {
  const path = normalize(join(root, pathname));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  try {
    const stat = statSync(path);
    if (stat.isFile()) return path;
    if (stat.isDirectory()) return fileAt(join(pathname, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}

/** The decoded path of a request, or undefined when it is malformed (bad percent-encoding, NUL). */
function decodedPath(url) {
  try {
    const { pathname } = new URL(url ?? '/', 'http://localhost');
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

function handle(req, res) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  // Only listed origins may read these files from their pages; the answer depends on Origin.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (typeof origin === 'string' && allowedOrigins.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
    res.setHeader('Access-Control-Max-Age', '600');
    return res.writeHead(204).end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
  const pathname = decodedPath(req.url);
  if (pathname === undefined) return res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('bad request');
  // Unknown paths fall back to index.html so a standalone app can own its routes.
  const path = fileAt(pathname) ?? fileAt('/index.html');
  if (!path) return res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
  const name = path.slice(path.lastIndexOf(sep) + 1);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': MUTABLE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(path);
  // A file removed or unreadable mid-response ends that response, not the server.
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error('serve-static:', error);
    if (!res.headersSent) res.writeHead(500).end();
    else res.destroy();
  }
});
server.listen(Number(portArg), host, () => {
  const { port } = server.address();
  console.log(`serving ${root} on http://${host}:${port}/`);
});
