import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { loggerOptions } from '../src/app.js';
import { redactUrl } from '../src/plugins/log-redaction.js';
import { testConfig } from './helpers.js';

describe('request logs', () => {
  test('the signature of a signed file link and a push access token never reach the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const options = loggerOptions(testConfig({ LOG_LEVEL: 'info' }, { logger: true }));
    assert.ok(options && typeof options === 'object');
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/api/v1/files/:fileId/content', async () => 'file');
    app.post('/api/hubs/notification/negotiate', async () => ({}));
    await app.ready();
    try {
      const signature = 'q8sVd0ZtSecretSignatureValue_-';
      await app.inject({ method: 'GET', url: `/api/v1/files/0b6f5c1e-8a4b-4c52-9d47-3f1e2a6b7c8d/content?expires=1893456000000&signature=${signature}` });
      await app.inject({ method: 'GET', url: `/api/v1/files/0b6f5c1e-8a4b-4c52-9d47-3f1e2a6b7c8d/content?expires=1&sig%6Eature=${signature}` });
      await app.inject({ method: 'POST', url: '/api/hubs/notification/negotiate?negotiateVersion=1&access_token=eyJhbGciOi.secret.token' });
      const log = lines.join('\n');
      const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));
      assert.equal(urls.length, 3, log);
      assert.ok(!log.includes(signature), log);
      assert.ok(!log.includes('secret.token'), log);
      assert.deepEqual(urls, [
        '/api/v1/files/0b6f5c1e-8a4b-4c52-9d47-3f1e2a6b7c8d/content?expires=1893456000000&signature=[redacted]',
        '/api/v1/files/0b6f5c1e-8a4b-4c52-9d47-3f1e2a6b7c8d/content?expires=1&sig%6Eature=[redacted]',
        '/api/hubs/notification/negotiate?negotiateVersion=1&access_token=[redacted]',
      ]);
    } finally {
      await app.close();
    }
  });

  test('redactUrl leaves URLs without credentials alone', () => {
    for (const url of ['/api/v1/tickets?page=2', '/env.json', '/a?b', '/a?x=1&y=2#frag', '/a?signaturex=1']) assert.equal(redactUrl(url), url);
    assert.equal(redactUrl('/a?SIGNATURE=abc&x=1#f'), '/a?SIGNATURE=[redacted]&x=1#f');
  });
});
