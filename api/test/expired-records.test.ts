import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { hashRefreshToken } from '../src/features/auth/tokens.js';
import { ADMIN_EMAIL, bearer, loginTokens, testAppForSuite } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// Records past their use are deleted by the expired-records sweeper: Idempotency-Key records after the
// retention (7 days), sessions with their refresh tokens and password or invitation links 30 days after
// they ended. What they named (tickets, users) stays, and nothing that still works is touched.

const DAY = 24 * 60 * 60 * 1000;
let alice: TestCustomer;

const t = testAppForSuite({ IDEMPOTENCY_KEY_RETENTION_MS: String(7 * DAY) }, {}, async () => {
  alice = await createCustomer(t, 'keys-alice@example.com');
});

function complain(key: string, title: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: { ...bearer(alice.token), 'idempotency-key': key }, payload: { title, description: 'Please help' } });
}

const count = async (table: string, where = sql`true`) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(t.app.db)).rows[0]!.n);
const sweep = () => t.app.expiredRecordsSweeper.sweep();
const refreshWith = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/oauth/accessToken', cookies: { sb_refresh: token } });
const sessionOf = async (refreshToken: string) =>
  (await t.app.db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', hashRefreshToken(refreshToken)).executeTakeFirstOrThrow()).session_id;

test('Idempotency-Key records past the retention are deleted; recent ones still answer retries; the tickets stay', async () => {
  const old = await complain('old-key', 'Old complaint');
  const recent = await complain('recent-key', 'Recent complaint');
  assert.equal(old.statusCode, 201, old.body);
  assert.equal(recent.statusCode, 201, recent.body);
  await sql`update idempotency_keys set created_at = now() - interval '8 days' where key = 'old-key'`.execute(t.app.db);
  const before = await count('idempotency_keys');

  assert.equal((await sweep()).idempotency_keys, 1);
  assert.equal(await count('idempotency_keys'), before - 1);

  const replayed = await complain('recent-key', 'Recent complaint');
  assert.equal(replayed.headers['idempotent-replayed'], 'true');
  assert.equal(replayed.json().id, recent.json().id);
  // The old record is gone: the same key files anew, and the first ticket is still there.
  const refiled = await complain('old-key', 'Old complaint');
  assert.equal(refiled.statusCode, 201);
  assert.equal(refiled.headers['idempotent-replayed'], undefined);
  assert.notEqual(refiled.json().id, old.json().id);
  const first = await t.app.inject({ method: 'GET', url: `/api/v1/client/tickets/${old.json().id}`, headers: bearer(alice.token) });
  assert.equal(first.statusCode, 200, first.body);
});

test('a round deletes every record due, however many statements it takes', async () => {
  const organizationId = t.app.firstStart.organizationId;
  await sql`insert into idempotency_keys (organization_id, actor, key, request_hash, status_code, response, created_at)
    select ${organizationId}, 'bulk', 'bulk-' || i, 'h', 201, '{}'::jsonb, now() - interval '30 days' from generate_series(1, 12001) as i`.execute(t.app.db);
  const before = await count('idempotency_keys');
  assert.equal((await sweep()).idempotency_keys, 12001);
  assert.equal(await count('idempotency_keys'), before - 12001);
  assert.equal((await sweep()).idempotency_keys, 0);
});

test('sessions ended over 30 days ago go with their refresh tokens; live and recently ended ones stay', async () => {
  const live = await loginTokens(t.app);
  const expiredLongAgo = await loginTokens(t.app);
  const revokedLongAgo = await loginTokens(t.app);
  const revokedYesterday = await loginTokens(t.app);
  // The live session rotates once: the token it used stays, so that token coming back later still ends the session.
  const rotated = await refreshWith(live.refresh_token);
  assert.equal(rotated.statusCode, 200, rotated.body);
  const [liveId, expiredId, revokedId, yesterdayId] = await Promise.all([live, expiredLongAgo, revokedLongAgo, revokedYesterday].map((s) => sessionOf(s.refresh_token)));
  await sql`update sessions set expires_at = now() - interval '31 days' where id = ${expiredId}`.execute(t.app.db);
  await sql`update sessions set revoked_at = now() - interval '31 days' where id = ${revokedId}`.execute(t.app.db);
  await sql`update sessions set revoked_at = now() - interval '1 day' where id = ${yesterdayId}`.execute(t.app.db);

  const deleted = await sweep();
  assert.equal(deleted.sessions, 2);
  const left = await sql<{ id: string }>`select id from sessions where id in (${sql.join([liveId, expiredId, revokedId, yesterdayId])})`.execute(t.app.db);
  assert.deepEqual(new Set(left.rows.map((row) => row.id)), new Set([liveId, yesterdayId]));
  assert.equal(await count('refresh_tokens', sql`session_id in (${sql.join([expiredId, revokedId])})`), 0);
  assert.equal(await count('refresh_tokens', sql`session_id = ${liveId}`), 2);

  // A deleted session's token is refused as an ended one was; the live session goes on.
  const gone = await refreshWith(expiredLongAgo.refresh_token);
  assert.equal(gone.statusCode, 401, gone.body);
  assert.equal(gone.json().code, 'INVALID_REFRESH_TOKEN');
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(rotated.json().access_token) });
  assert.equal(me.statusCode, 200, me.body);
});

test('customer sessions ended over 30 days ago go; the customer and their live session stay', async () => {
  const bob = await createCustomer(t, 'sweep-bob@example.com');
  const organizationId = t.app.firstStart.organizationId;
  await sql`insert into customer_sessions (organization_id, customer_id, token_version, expires_at) values
    (${organizationId}, ${bob.id}, 0, now() - interval '40 days'), (${organizationId}, ${bob.id}, 0, now() - interval '2 days')`.execute(t.app.db);
  const before = await count('customer_sessions', sql`customer_id = ${bob.id}`);

  assert.equal((await sweep()).customer_sessions, 1);
  assert.equal(await count('customer_sessions', sql`customer_id = ${bob.id}`), before - 1);
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/client/tickets', headers: bearer(bob.token) });
  assert.equal(list.statusCode, 200, list.body);
});

test('password and invitation links expired over 30 days ago go; live and lately expired ones stay', async () => {
  const organizationId = t.app.firstStart.organizationId;
  const user = await t.app.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
  await sql`insert into agent_password_resets (organization_id, user_id, selector, verifier_hash, expires_at, purpose) values
    (${organizationId}, ${user.id}, 'old-selector', 'x', now() - interval '31 days', 'reset'),
    (${organizationId}, ${user.id}, 'late-selector', 'x', now() - interval '1 day', 'invite')`.execute(t.app.db);
  await sql`insert into password_resets (organization_id, customer_id, selector, verifier_hash, expires_at) values
    (${organizationId}, ${alice.id}, 'old-customer-selector', 'x', now() - interval '31 days'),
    (${organizationId}, ${alice.id}, 'live-customer-selector', 'x', now() + interval '1 hour')`.execute(t.app.db);

  const deleted = await sweep();
  assert.equal(deleted.agent_password_resets, 1);
  assert.equal(deleted.password_resets, 1);
  assert.deepEqual((await sql<{ selector: string }>`select selector from agent_password_resets order by selector`.execute(t.app.db)).rows.map((row) => row.selector), ['late-selector']);
  assert.deepEqual((await sql<{ selector: string }>`select selector from password_resets order by selector`.execute(t.app.db)).rows.map((row) => row.selector), ['live-customer-selector']);
});

test('mail sent or given up over 30 days ago goes; mail still to be sent stays however old', async () => {
  const organizationId = t.app.firstStart.organizationId;
  const mail = (subject: string, extra: string) =>
    sql.raw(`('${organizationId}', 'test', 'en-us', 'someone@example.com', '${subject}', 'text', null, now() - interval '60 days'${extra})`);
  await sql`insert into mail_outbox (organization_id, kind, locale, to_address, subject, text_body, html_body, created_at, sent_at, failed_at) values
    ${mail('sent long ago', ", now() - interval '31 days', null")},
    ${mail('failed long ago', ", null, now() - interval '31 days'")},
    ${mail('sent lately', ", now() - interval '2 days', null")},
    ${mail('still pending', ', null, null')}`.execute(t.app.db);

  assert.equal((await sweep()).mail_outbox, 2);
  const left = await sql<{ subject: string }>`select subject from mail_outbox where kind = 'test' order by subject`.execute(t.app.db);
  assert.deepEqual(left.rows.map((row) => row.subject), ['sent lately', 'still pending']);
});
