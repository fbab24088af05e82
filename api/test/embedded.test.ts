import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from './helpers.js';

function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'sb-static-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>shell</title>',
    'shell/dist/main.3f9a1c2b7d.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    // The entry script keeps its plain name; the page links it as `main.js?<content hash>`.
    'shell/dist/main.js': 'console.log("entry");',
    // As the build writes them: a chunk and, beside it, its Brotli at the best quality.
    'shell/dist/1234.5e6f7a8b.js': `console.log(${JSON.stringify('y'.repeat(4000))});`,
    'mfe-tickets/dist/mf-manifest.json': '{"name":"mfe_tickets"}',
    'mfe-tickets/dist/remoteEntry.js': 'var mfe_tickets;',
    'mfe-hub/dist/index.html': '<!doctype html><title>hub</title>',
    'mfe-hub/dist/mf-manifest.json': '{"name":"mfe_hub"}',
    'docs/index.html': '<h1>Help</h1>',
    'docs/tickets/index.html': '<h1>Tickets help</h1>',
    'shell/dist/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'shell/dist/5678.9a0b1c2d.css': 'body{margin:0}',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  writeFileSync(join(root, 'shell/dist/1234.5e6f7a8b.js.br'), brotliCompressSync(files['shell/dist/1234.5e6f7a8b.js']!));
  writeFileSync(join(root, 'shell/dist/main.js.br'), brotliCompressSync(files['shell/dist/main.js']!));
  return root;
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('embedded mode with built front ends', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ STATIC_ROOT: fakeBuild(), REMOTE_SETTINGS_URL: 'https://cdn.example.com/settings/mf-manifest.json', PUBLIC_URL: 'https://help.example.com' });
  });
  after(async () => {
    await t.close();
  });

  test('/env.json describes the runtime configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/env.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.deepEqual(response.json(), {
      apiBaseUrl: '/api/',
      baseUrl: 'https://help.example.com',
      environment: 'test',
      supportEmailDomain: 'switchboard.local',
      genesysImplicitClientId: '',
      organizationId: t.app.firstStart.organizationId,
      docsBaseUrl: '/docs/',
      remotes: {
        tickets: '/mfe/tickets/mf-manifest.json',
        settings: 'https://cdn.example.com/settings/mf-manifest.json',
        dashboard: '/mfe/dashboard/mf-manifest.json',
        hub: '/mfe/hub/mf-manifest.json',
      },
    });
  });

  test('the shell is served at / and deep links fall back to its index.html', async () => {
    for (const url of ['/', '/tickets/list', '/settings/roles/123']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>shell<\/title>/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  test('the standalone hub has its own fallback under /hub/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/hub/tickets', headers: html });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>hub<\/title>/);
  });

  test('content-hashed files are immutable and compressed; manifests are revalidated', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/main.3f9a1c2b7d.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(script.statusCode, 200);
    assert.match(String(script.headers['cache-control']), /immutable/);
    assert.equal(script.headers['content-encoding'], 'gzip');
    const manifest = await t.app.inject({ method: 'GET', url: '/mfe/tickets/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.json().name, 'mfe_tickets');
    const entry = await t.app.inject({ method: 'GET', url: '/mfe/tickets/remoteEntry.js' });
    assert.equal(entry.headers['cache-control'], 'no-cache');
  });

  test('an entry script is immutable under the content-hash address the page links, revalidated under its plain name', async () => {
    // As a browser asks (the build's Brotli is sent) and as a client that takes no compression.
    for (const encoding of ['gzip, deflate, br', 'identity']) {
      const linked = await t.app.inject({ method: 'GET', url: '/main.js?959ef5ec9f989cb0036d', headers: { 'accept-encoding': encoding } });
      assert.equal(linked.statusCode, 200, encoding);
      assert.equal(linked.headers['content-encoding'], encoding === 'identity' ? undefined : 'br', encoding);
      assert.equal(linked.headers['cache-control'], 'public, max-age=31536000, immutable', encoding);
      for (const url of ['/main.js', '/main.js?v=1', '/main.js?959ef5ec9f989cb0036d&x=1', '/mfe/tickets/remoteEntry.js?1', '/mfe/tickets/mf-manifest.json?959ef5ec9f989cb0036d']) {
        const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        assert.equal(plain.statusCode, 200, url);
        assert.equal(plain.headers['cache-control'], 'no-cache', `${url} (${encoding})`);
      }
    }
  });

  test('a file the build compressed is sent as the build wrote it, to browsers that take Brotli only', async () => {
    const original = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    const brotli = await t.app.inject({ method: 'GET', url: '/1234.5e6f7a8b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(brotli.statusCode, 200);
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers['cache-control']), /immutable/);
    assert.deepEqual(brotli.rawPayload, brotliCompressSync(original));
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), original);
    const plain = await t.app.inject({ method: 'GET', url: '/1234.5e6f7a8b.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, original);
  });

  test('scripts, styles and data carry no page-only security headers; pages and SVG keep them all', async () => {
    const passive = ['/main.3f9a1c2b7d.js', '/1234.5e6f7a8b.js', '/5678.9a0b1c2d.css', '/mfe/tickets/mf-manifest.json', '/mfe/tickets/remoteEntry.js', '/env.json', '/api/v1/no-such-route'];
    for (const url of passive) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      assert.equal(response.statusCode, url.startsWith('/api/') ? 404 : 200, url);
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection', 'last-modified']) {
        assert.equal(response.headers[name], undefined, `${url}: ${name}`);
      }
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.ok(response.headers['cross-origin-resource-policy'], url);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
    }
    for (const [url, headers] of [['/', html], ['/tickets/list', html], ['/logo.svg', {}], ['/docs/tickets/', {}], ['/hub/', html]] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-security-policy']), /script-src 'self'/, url);
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN', url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
    }
  });

  test('an entry chunk that has not changed is revalidated by its ETag alone', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/mfe/tickets/remoteEntry.js' });
    const etag = String(first.headers.etag);
    assert.match(etag, /^W?\/?"/);
    const again = await t.app.inject({ method: 'GET', url: '/mfe/tickets/remoteEntry.js', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });

  test('help pages are served from /docs/, a folder answering with its index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/tickets/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /Tickets help/);
  });

  test('missing files and API paths are never answered with the SPA', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/mfe/tickets/missing.js' });
    assert.equal(asset.statusCode, 404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown', headers: html });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 'NOT_FOUND');
    const post = await t.app.inject({ method: 'POST', url: '/tickets/list', headers: html });
    assert.equal(post.statusCode, 404);
  });
});

describe('embedded mode before the front ends are built', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ STATIC_ROOT: mkdtempSync(join(tmpdir(), 'sb-empty-')) });
  });
  after(async () => {
    await t.close();
  });

  test('/ explains how to build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /npm run build/);
  });

  test('/env.json is still served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/env.json' });
    assert.equal(response.json().apiBaseUrl, '/api/');
  });
});
