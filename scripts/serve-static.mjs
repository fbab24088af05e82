#!/usr/bin/env node
// Serves one built front end as a static site: the way a remote is deployed on its own (any CDN or
// web server would do). Used by docker-compose for each remote and by tests of the distributed
// topology. Usage: node scripts/serve-static.mjs <dist folder> <port> [host]
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const [, , folder, portArg, host = '0.0.0.0'] = process.argv;
if (!folder || !portArg) {
  console.error('usage: serve-static.mjs <dist folder> <port> [host]');
  process.exit(2);
}
const root = resolve(folder);
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

function fileAt(pathname) {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(root)) return undefined;
  try {
    const stat = statSync(path);
    if (stat.isFile()) return path;
    if (stat.isDirectory()) return fileAt(join(pathname, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}

createServer((req, res) => {
  // Remotes are fetched by a shell on another origin.
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') return res.writeHead(204).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  // Unknown paths fall back to index.html so a standalone app can own its routes.
  const path = fileAt(pathname) ?? fileAt('/index.html');
  if (!path) return res.writeHead(404).end('not found');
  const name = path.slice(path.lastIndexOf('/') + 1);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': MUTABLE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(path).pipe(res);
}).listen(Number(portArg), host, () => console.log(`serving ${root} on http://${host}:${portArg}/`));
