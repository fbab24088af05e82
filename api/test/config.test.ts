import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

const scratch = () => mkdtempSync(join(tmpdir(), 'sb-config-'));

describe('loadConfig', () => {
  test('defaults of DESIGN §10, with DATA_DIR relative to the working directory', () => {
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
