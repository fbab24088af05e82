import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { passwordProblems } from '@switchboard/shared/contracts';
import { runCli } from '../src/cli.js';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  DEFAULT_PASSWORD_HASH_COST,
  generatePassword,
  hashPassword,
  isCommonPassword,
  needsRehash,
  newPasswordProblems,
  passwordHashCost,
  setPasswordHashCost,
  verifyPassword,
} from '../src/features/auth/passwords.js';
import { login, TEST_PASSWORD_HASH_COST, testAppForSuite, withTestApp } from './helpers.js';

// Database: PostgreSQL only. Under test: password hashing, strength and the breached-password list, the same on either engine.

// Passwords: 12–128 characters for everyone, no composition rules, not on the common-password
// list; scrypt N = 2^17 in production, and hashes of a lower cost are upgraded at sign-in.

const scratch = () => mkdtempSync(join(tmpdir(), 'sb-passwords-'));
const SECRET = 'Zq8vN3xK7pL2mR9tW4yB6cF1hJ5sD0gA';

/** N of a stored `scrypt$N$r$p$salt$hash`. */
const costOf = (stored: string) => Number(stored.split('$')[1]);

describe('the rule', () => {
  test('12 to 128 characters, with no composition rules', () => {
    assert.deepEqual(passwordProblems('abcdefghijk'), ['must be at least 12 characters']);
    assert.deepEqual(passwordProblems('abcdefghijkl'), []);
    // No letter, no digit, spaces: all fine once long enough.
    assert.deepEqual(passwordProblems('horse battery'), []);
    assert.deepEqual(passwordProblems('739201845562'), []);
    assert.deepEqual(passwordProblems('x'.repeat(128)), []);
    assert.deepEqual(passwordProblems('x'.repeat(129)), ['must be at most 128 characters']);
  });

  test('common passwords are refused: listed ones in any case, l33t or reversed', () => {
    for (const common of ['qwerty123456', 'leavemealone', 'LeaveMeAlone', 'FINALFANTASY', 'l3av3m3al0n3', 'enolaemevael', '1q2w3e4r5t6y']) {
      assert.equal(isCommonPassword(common), true, common);
      assert.deepEqual(newPasswordProblems(common), ['is too common'], common);
    }
    for (const fine of ['correct horse battery staple', 'agent-password-1', 'Tr0ub4dor&3-xyz', 'sunflower-42-journey']) {
      assert.deepEqual(newPasswordProblems(fine), [], fine);
    }
    // Too short is reported as such, whatever else.
    assert.deepEqual(newPasswordProblems('password'), ['must be at least 12 characters']);
  });

  test('customer registration refuses short and common passwords with a stable problem text', async () => {
    await withTestApp({}, async (t) => {
      const register = (password: string, n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          payload: { name: 'Pat Doe', email: `pat${n}@example.com`, phone: '+1 555 0100', password, organization: t.app.firstStart.organizationId },
          remoteAddress: `10.40.0.${n}`,
        });
      const common = await register('qwerty123456', 1);
      assert.equal(common.statusCode, 400, common.body);
      assert.deepEqual(common.json().details, [{ field: '/password', message: 'password is too common' }]);
      const short = await register('Secret-1234', 2);
      assert.equal(short.statusCode, 400, short.body);
      assert.deepEqual(short.json().details, [{ field: '/password', message: 'password must be at least 12 characters' }]);
      // No composition rule: twelve lower-case letters that are not a common password pass.
      assert.notEqual((await register('plumbingvast', 3)).statusCode, 400);

      // The CLI applies the same rule to agents.
      const context = { db: t.app.db, organizationId: t.app.firstStart.organizationId };
      await assert.rejects(runCli(['create-user', '--email', 'cli1@switchboard.test', '--name', 'C', '--password', 'finalfantasy'], context), /--password is too common/);
      await assert.rejects(runCli(['create-user', '--email', 'cli2@switchboard.test', '--name', 'C', '--password', 'Short-pw-1'], context), /--password must be at least 12 characters/);
    });
  });

  test('ADMIN_PASSWORD follows it too; the generated one is long enough', () => {
    assert.throws(() => loadConfig({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'qwerty123456' }, scratch()), (error: Error) => error instanceof ConfigError && /ADMIN_PASSWORD is too common/.test(error.message));
    assert.throws(() => loadConfig({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'Short-pw-1' }, scratch()), /ADMIN_PASSWORD must be at least 12 characters/);
    for (let i = 0; i < 20; i++) assert.deepEqual(newPasswordProblems(generatePassword()), []);
  });
});

describe('hashing cost', () => {
  let saved: number;
  before(() => {
    saved = passwordHashCost();
  });
  after(() => {
    setPasswordHashCost(saved);
  });

  test('production default is N = 2^17; PASSWORD_HASH_COST changes it within bounds', async () => {
    assert.equal(DEFAULT_PASSWORD_HASH_COST, 17);
    assert.equal(loadConfig({ JWT_SECRET: SECRET }, scratch()).quotas.passwordHashCost, 17);
    assert.equal(loadConfig({ JWT_SECRET: SECRET, PASSWORD_HASH_COST: '14' }, scratch()).quotas.passwordHashCost, 14);
    assert.throws(() => loadConfig({ JWT_SECRET: SECRET, PASSWORD_HASH_COST: '9' }, scratch()), /PASSWORD_HASH_COST/);
    setPasswordHashCost(17);
    const stored = await hashPassword('a production password');
    assert.match(stored, /^scrypt\$131072\$8\$1\$/);
    assert.equal(await verifyPassword('a production password', stored), true);
    assert.equal(await verifyPassword('a production passworD', stored), false);
    assert.equal(needsRehash(stored), false);
  });

  test('needsRehash: lower costs and foreign formats, not equal or higher ones', async () => {
    setPasswordHashCost(12);
    const cheap = await hashPassword('some password here');
    setPasswordHashCost(14);
    assert.equal(needsRehash(cheap), true);
    assert.equal(needsRehash(await hashPassword('some password here')), false);
    assert.equal(needsRehash('x'), true);
    // A cheaper hash still verifies: the upgrade happens on the sign-in it allows.
    assert.equal(await verifyPassword('some password here', cheap), true);
  });
});

describe('re-hash on sign-in', () => {
  const t = testAppForSuite({ PASSWORD_HASH_COST: '17' });
  after(() => setPasswordHashCost(TEST_PASSWORD_HASH_COST));

  test('an agent whose hash is cheaper than the configured cost gets a 2^17 hash at sign-in; a wrong password changes nothing', async () => {
    setPasswordHashCost(14);
    const oldHash = await hashPassword('agent-upgrade-pass');
    setPasswordHashCost(17);
    const organizationId = t.app.firstStart.organizationId;
    const user = await t.app.db.insertInto('users').values({ organization_id: organizationId, name: 'Old Hash', email: 'old.hash@switchboard.test', password_hash: oldHash }).returning('id').executeTakeFirstOrThrow();
    const stored = async () => (await t.app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()).password_hash;

    assert.equal((await login(t.app, 'old.hash@switchboard.test', 'not-the-password', '10.41.0.1')).statusCode, 401);
    assert.equal(await stored(), oldHash);
    const ok = await login(t.app, 'old.hash@switchboard.test', 'agent-upgrade-pass', '10.41.0.2');
    assert.equal(ok.statusCode, 200, ok.body);
    const upgraded = await stored();
    assert.equal(costOf(upgraded), 2 ** 17);
    assert.equal(await verifyPassword('agent-upgrade-pass', upgraded), true);
    assert.equal((await login(t.app, 'old.hash@switchboard.test', 'agent-upgrade-pass', '10.41.0.3')).statusCode, 200);
  });

  test('a customer’s cheaper hash is upgraded at sign-in too', async () => {
    setPasswordHashCost(14);
    const oldHash = await hashPassword('customer-upgrade-pass');
    setPasswordHashCost(17);
    const customer = await t.app.db
      .insertInto('customers')
      .values({ organization_id: t.app.firstStart.organizationId, name: 'Old Hash', email: 'old.hash@example.com', phone: '+1 555 0100', password_hash: oldHash, verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'old.hash@example.com', password: 'customer-upgrade-pass' }, remoteAddress: '10.41.1.1' });
    assert.equal(response.statusCode, 200, response.body);
    const row = await t.app.db.selectFrom('customers').select('password_hash').where('id', '=', customer.id).executeTakeFirstOrThrow();
    assert.equal(costOf(row.password_hash!), 2 ** 17);
    assert.equal(await verifyPassword('customer-upgrade-pass', row.password_hash!), true);
  });
});
