import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { runCli } from '../src/cli.js';
import { bearer, loginTokens, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.close();
});

const context = () => ({ db: t.app.db, organizationId: t.app.firstStart.organizationId });

test('create-role then create-user: the user signs in holding only that role’s permission', async () => {
  const roleOutput = await runCli(['create-role', '--name', 'Ticket viewer', '--permissions', 'tickets:tickets:view'], context());
  assert.match(roleOutput, /Created role "Ticket viewer"/);
  const userOutput = await runCli(
    ['create-user', '--email', 'Viewer@Switchboard.test', '--name', 'Vera Viewer', '--password', 'viewer-password', '--role', 'Ticket viewer'],
    context(),
  );
  assert.match(userOutput, /Created user viewer@switchboard\.test/);

  const { access_token } = await loginTokens(t.app, 'viewer@switchboard.test', 'viewer-password');
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me?expand=authorization', headers: bearer(access_token) });
  assert.equal(me.json().name, 'Vera Viewer');
  assert.deepEqual(me.json().authorization.permissions, ['tickets:tickets:view']);
});

test('refuses unknown permissions, unknown roles and missing arguments', async () => {
  await assert.rejects(runCli(['create-role', '--name', 'Bad', '--permissions', 'tickets:tickets:fly'], context()), /Unknown permission/);
  await assert.rejects(
    runCli(['create-user', '--email', 'x@switchboard.test', '--name', 'X', '--password', 'long-enough-pw', '--role', 'Nope'], context()),
    /No role named "Nope"/,
  );
  await assert.rejects(runCli(['create-user', '--email', 'x@switchboard.test'], context()), /--password is required/);
  await assert.rejects(runCli(['launch-rockets'], context()), /Unknown command/);
});
