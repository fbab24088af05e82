import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';
import { jwtSecretProblem } from '../src/secret-strength.js';

const scratch = () => mkdtempSync(join(tmpdir(), 'sb-config-'));

describe('loadConfig', () => {
  test('defaults without any variable, with DATA_DIR relative to the working directory', () => {
    const cwd = scratch();
    const config = loadConfig({}, cwd);
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, join(cwd, 'data'));
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: join(cwd, 'data', 'db') });
    assert.equal(config.adminEmail, 'admin@switchboard.local');
    assert.equal(config.orgName, 'Switchboard');
    assert.equal(config.remotes.hub, '/mfe/hub/mf-manifest.json');
    assert.deepEqual(config.corsOrigins, []);
  });

  test('JWT secret is generated once and kept in DATA_DIR', () => {
    const cwd = scratch();
    const first = loadConfig({ DATA_DIR: 'store' }, cwd);
    assert.ok(existsSync(join(cwd, 'store', 'jwt-secret')));
    const second = loadConfig({ DATA_DIR: 'store' }, cwd);
    assert.deepEqual(second.jwtSecret, first.jwtSecret);
    assert.ok(readFileSync(join(cwd, 'store', 'jwt-secret'), 'utf8').trim().length >= 32);
  });

  test('DATABASE_URL selects PostgreSQL; development allows the dev-server origins', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/sb', NODE_ENV: 'development', CORS_ORIGINS: 'https://a.example.com' }, scratch());
    assert.deepEqual(config.database, { kind: 'postgres', url: 'postgres://u@db:5432/sb' });
    assert.ok(config.corsOrigins.includes('https://a.example.com'));
    assert.ok(config.corsOrigins.includes('http://localhost:3004'));
  });

  test('fails fast listing every invalid variable', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', ADMIN_PASSWORD: 'short' }, scratch()),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'ADMIN_PASSWORD']) assert.match(error.message, new RegExp(name));
        return true;
      },
    );
  });
});

describe('JWT_SECRET strength', () => {
  const refused = (secret: string) => {
    let message = '';
    assert.throws(
      () => loadConfig({ JWT_SECRET: secret }, scratch()),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        message = error.message;
        return true;
      },
      secret,
    );
    assert.match(message, /JWT_SECRET/);
    assert.match(message, /openssl rand/, 'the message says how to make a good one');
    return message;
  };

  test('known placeholders are refused, however long', () => {
    // The value docker-compose used to default to: 33 characters, it passed the old length check.
    assert.match(refused('change-me-to-a-long-random-string'), /placeholder/);
    for (const secret of ['secret', 'changeme', 'CHANGE_ME_CHANGE_ME_CHANGE_ME_CHANGE_ME', 'your-super-secret-jwt-key-goes-here-please', 'this-is-an-example-secret-value-0123456789']) refused(secret);
  });

  test('short and low-entropy secrets are refused', () => {
    assert.match(refused('Zr4qL8vN2xT6wB0mK5sH9cJ3p'), /at least 32 characters/);
    for (const secret of ['x'.repeat(32), 'secretsecretsecretsecretsecretsecret', '0123456789abcdef0123456789abcdef', 'abcdefghijklmnopqrstuvwxyz0123456789', 'Password1Password1Password1Password1']) {
      assert.match(refused(secret), /too easy to guess|placeholder/, secret);
    }
  });

  test('random secrets are accepted, every time; a generated one is never checked', () => {
    // Many draws (each scored by the guessability estimator, ~15 ms): a random secret that is refused
    // now and then is a start that fails now and then.
    for (let draw = 0; draw < 80; draw++) {
      for (const secret of [randomBytes(16).toString('hex'), randomBytes(48).toString('base64'), randomBytes(24).toString('base64url')]) {
        assert.equal(jwtSecretProblem(secret), undefined, secret);
      }
    }
    assert.doesNotThrow(() => loadConfig({ JWT_SECRET: randomBytes(16).toString('hex') }, scratch()));
    const cwd = scratch();
    loadConfig({ DATA_DIR: 'store' }, cwd);
    assert.doesNotThrow(() => loadConfig({ DATA_DIR: 'store' }, cwd));
  });

  test('docker-compose requires JWT_SECRET instead of defaulting to a known value', () => {
    const compose = readFileSync(join(fileURLToPath(new URL('../..', import.meta.url)), 'docker-compose.yml'), 'utf8');
    const line = compose.split('\n').find((text) => /^\s+JWT_SECRET:/.test(text));
    assert.ok(line, 'the api service sets JWT_SECRET');
    assert.match(line, /\$\{JWT_SECRET:\?/);
  });
});
