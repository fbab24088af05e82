import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { fileTransport } from '../src/features/mail/transport.js';

const quietLog = { info: () => {} } as unknown as FastifyBaseLogger;

const envelope = (id: string) => ({ id, from: 'support@switchboard.test', to: 'alice@example.com', subject: 'Your code', text: 'Code 123456', html: '<p>Code 123456</p>', locale: 'en-US' });

describe('outbox files (no SMTP_URL)', () => {
  test('.eml files are created 0600 in a 0700 folder, also when a retry rewrites one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sb-outbox-'));
    const transport = fileTransport(dataDir, quietLog);
    await transport.send(envelope('mail-1'));
    const file = join(dataDir, 'outbox', 'mail-1.eml');
    assert.match(readFileSync(file, 'utf8'), /Code 123456/);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(statSync(join(dataDir, 'outbox')).mode & 0o777, 0o700);

    // A file left readable by everyone (an older version, a restore) is narrowed when rewritten.
    const other = mkdtempSync(join(tmpdir(), 'sb-outbox-'));
    mkdirSync(join(other, 'outbox'));
    writeFileSync(join(other, 'outbox', 'mail-2.eml'), 'old', { mode: 0o644 });
    await fileTransport(other, quietLog).send(envelope('mail-2'));
    assert.equal(statSync(join(other, 'outbox', 'mail-2.eml')).mode & 0o777, 0o600);
  });
});
