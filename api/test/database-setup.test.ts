import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/index.js';
import { migrations } from '../src/db/migrations/index.js';
import { ensureFirstStart } from '../src/first-start.js';
import { ADMIN_EMAIL, loginTokens, startTestApp, type TestApp } from './helpers.js';

// Other suites may start from the run's template database; this one starts the way production does,
// from an empty database, so every migration and the first-start seeding run on each database kind.
let t: TestApp;
before(async () => {
  t = await startTestApp({}, {}, { template: false });
});
after(async () => {
  await t.close();
});

test('the first start applies every migration in order and creates the administrator, who can sign in', async () => {
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.app.db);
  assert.deepEqual(
    applied.rows.map((row) => row.name),
    Object.keys(migrations),
  );
  assert.equal(t.app.firstStart.administrator?.email, ADMIN_EMAIL);
  const statuses = await t.app.db.selectFrom('statuses').select('name').where('organization_id', '=', t.app.firstStart.organizationId).execute();
  assert.equal(statuses.length, 5);
  const divisions = await t.app.db.selectFrom('divisions').select(['name', 'is_home']).where('organization_id', '=', t.app.firstStart.organizationId).execute();
  assert.deepEqual(divisions, [{ name: 'Home', is_home: true }], 'the Home division exists from the first start');
  assert.ok((await loginTokens(t.app)).access_token);
});

test('a later start finds nothing to migrate and nothing to create (what a copy of the template relies on)', async () => {
  assert.deepEqual(await migrateToLatest(t.app.db), []);
  const again = await ensureFirstStart(t.app.db, t.config);
  assert.deepEqual(again, { organizationId: t.app.firstStart.organizationId });
  const administrators = await t.app.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).execute();
  assert.equal(administrators.length, 1);
});

test('a start with another ADMIN_EMAIL (the CLI run with other settings) adds no second administrator', async () => {
  const again = await ensureFirstStart(t.app.db, { ...t.config, adminEmail: 'someone-else@switchboard.test' });
  assert.deepEqual(again, { organizationId: t.app.firstStart.organizationId });
  const administrators = await t.app.db.selectFrom('users').select('email').where('name', '=', 'Administrator').execute();
  assert.deepEqual(
    administrators.map((user) => user.email),
    [ADMIN_EMAIL],
  );
});
