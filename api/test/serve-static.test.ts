import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';

// scripts/serve-static.mjs serves each remote on its own origin (docker-compose, the distributed e2e).

const SCRIPT = fileURLToPath(new URL('../../scripts/serve-static.mjs', import.meta.url));
const SHELL_ORIGIN = 'http://localhost:8080';

let child: ChildProcess;
let base: string;

before(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'sb-serve-static-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>remote</title>');
  writeFileSync(join(dist, 'mf-manifest.json'), '{"name":"mfe_tickets"}');
  mkdirSync(join(dist, 'chunks'));
  writeFileSync(join(dist, 'chunks', 'a.3f9a1c2b.js'), 'console.log(1)');
  child = spawn(process.execPath, [SCRIPT, dist, '0', '127.0.0.1'], { env: { ...process.env, CORS_ORIGINS: `${SHELL_ORIGIN}, https://admin.example.com/` }, stdio: ['ignore', 'pipe', 'pipe'] });
  base = await new Promise<string>((resolveBase, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolveBase(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
  });
});
after(() => {
  child.kill('SIGTERM');
});

/** A raw request: fetch would normalise or refuse the malformed paths this test sends. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolveResponse, reject) => {
    const url = new URL(base);
    const req = request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('scripts/serve-static.mjs', () => {
  test('a malformed path answers 400 and the server keeps serving', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/a%ZZ', '/%00/index.html']) {
      const response = await get(path);
      assert.equal(response.status, 400, path);
    }
    const after = await get('/mf-manifest.json');
    assert.equal(after.status, 200);
    assert.equal(child.exitCode, null, 'still running');
  });

  test('paths outside the folder are not served', async () => {
    const response = await get('/..%2f..%2f..%2fetc%2fpasswd');
    assert.ok(response.status === 200 && response.body.includes('<title>remote</title>'), 'falls back to index.html, never the file');
  });

  test('the security headers of the api', async () => {
    const { headers } = await get('/');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(headers['referrer-policy'], 'no-referrer');
    const csp = String(headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'self'", `connect-src 'self' ws: wss: ${SHELL_ORIGIN} https://admin.example.com`]) {
      assert.ok(csp.includes(directive), `${directive} in ${csp}`);
    }
    assert.ok(!/unsafe-eval/.test(csp));
  });

  test('CORS: only listed origins, never *, and the answer varies by Origin', async () => {
    const listed = await get('/mf-manifest.json', { origin: SHELL_ORIGIN });
    assert.equal(listed.headers['access-control-allow-origin'], SHELL_ORIGIN);
    assert.match(String(listed.headers.vary), /Origin/);
    const other = await get('/mf-manifest.json', { origin: 'https://evil.example.com' });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    assert.match(String(other.headers.vary), /Origin/);
    const none = await get('/mf-manifest.json');
    assert.equal(none.headers['access-control-allow-origin'], undefined);
    const preflight = await get('/mf-manifest.json', { origin: SHELL_ORIGIN, 'access-control-request-method': 'GET' }, 'OPTIONS');
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], SHELL_ORIGIN);
  });

  test('without an origin list no page elsewhere may read the files', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sb-serve-static-'));
    writeFileSync(join(dist, 'index.html'), 'x');
    const env = { ...process.env };
    delete env.CORS_ORIGINS;
    const lone = spawn(process.execPath, [SCRIPT, dist, '0', '127.0.0.1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const origin = await new Promise<string>((resolveBase) => {
        let output = '';
        lone.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
          if (match) resolveBase(match[1]!);
        });
      });
      const response = await fetch(`${origin}/`, { headers: { origin: SHELL_ORIGIN } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('access-control-allow-origin'), null);
    } finally {
      lone.kill('SIGTERM');
    }
  });
});
