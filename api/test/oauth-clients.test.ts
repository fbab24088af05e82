import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import type { OAuthClient, OAuthClientWithSecret, Permission } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// Database: PostgreSQL only. Under test: the client_credentials grant and its tokens, the same on either engine.

// OAuth clients: administration, the client_credentials grant, and what a client's token may do.

let admin: TestAgent;
let otherAdmin: TestAgent;
let customer: TestCustomer;
let otherOrganizationId: string;
const roleIds: Record<'categoriesViewer' | 'ticketWriter' | 'everything', string> = {} as never;

let roleCount = 0;
async function role(permissions: readonly Permission[], organizationId = t.app.firstStart.organizationId): Promise<string> {
  const row = await t.app.db
    .insertInto('roles')
    .values({ organization_id: organizationId, name: `Client role ${++roleCount}`, permissions: [...permissions] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const t = testAppForSuite({}, {}, async () => {
  admin = await createAgent(t, ['integrations:oauths:view', 'integrations:oauths:add', 'integrations:oauths:edit', 'integrations:oauths:delete', 'tickets:categories:view', 'tickets:tickets:view', 'tickets:tickets:add', 'tickets:customers:add', 'organization:settings:edit', 'organization:settings:view', 'directory:users:view']);
  otherOrganizationId = await createOrganization(t, 'Elsewhere (OAuth clients)');
  otherAdmin = await createAgent(t, ['integrations:oauths:view', 'integrations:oauths:add', 'integrations:oauths:edit', 'integrations:oauths:delete'], { organizationId: otherOrganizationId });
  customer = await createCustomer(t, 'oauth-clients@example.com');
  roleIds.categoriesViewer = await role(['tickets:categories:view']);
  roleIds.ticketWriter = await role(['tickets:tickets:view', 'tickets:tickets:add', 'tickets:customers:add']);
  roleIds.everything = await role(['tickets:categories:view', 'directory:roles:edit']);
});

let nameCount = 0;
const uniqueName = (prefix = 'Integration') => `${prefix} ${++nameCount}`;

async function createClient(body: Record<string, unknown> = {}, by: TestAgent = admin): Promise<OAuthClientWithSecret> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/clients', headers: bearer(by.token), payload: { name: uniqueName(), roleIds: [roleIds.categoriesViewer], ...body } });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

let address = 0;
/** Each grant from an address of its own, so the sign-in throttle stays out of the way unless a test wants it. */
const grant = (payload: Record<string, string>, headers: Record<string, string> = {}, remoteAddress = `10.77.0.${++address % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/oauth/accessToken', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(payload).toString(), remoteAddress });

async function tokenOf(client: { id: string; secret: string }): Promise<string> {
  const response = await grant({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().access_token;
}

const searchCategories = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/categories/search', headers: bearer(token), payload: {} });

describe('OAuth client administration', () => {
  test('create answers the secret once; it is stored only as a hash and never read back', async () => {
    const created = await createClient({ name: 'Billing sync', description: 'Copies invoices', roleIds: [roleIds.categoriesViewer] });
    assert.match(created.secret, /^sbcs_[A-Za-z0-9_-]{43}$/, 'at least 256 random bits');
    assert.equal(created.name, 'Billing sync');
    assert.equal(created.description, 'Copies invoices');
    assert.equal(created.enabled, true);
    assert.equal(created.roles.length, 1);
    assert.equal(created.roles[0]!.id, roleIds.categoriesViewer);

    const stored = await t.app.db.selectFrom('oauth_clients').select('secret_hash').where('id', '=', created.id).executeTakeFirstOrThrow();
    assert.notEqual(stored.secret_hash, created.secret);
    assert.equal(stored.secret_hash, createHash('sha256').update(created.secret).digest('base64url'));

    const read = await t.app.inject({ method: 'GET', url: `/api/v1/oauth/clients/${created.id}`, headers: bearer(admin.token) });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().secret, undefined);
    assert.ok(!read.body.includes(created.secret));

    const listed = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/clients/search', headers: bearer(admin.token), payload: { query: 'billing' } });
    assert.equal(listed.statusCode, 200);
    assert.deepEqual(
      listed.json().entities.map((row: OAuthClient) => row.name),
      ['Billing sync'],
    );
    assert.ok(!listed.body.includes(created.secret));
  });

  test('update replaces name, description and roles; a taken name is a conflict; delete removes it', async () => {
    const client = await createClient();
    const taken = await createClient();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/oauth/clients/${client.id}`,
      headers: bearer(admin.token),
      payload: { name: 'Renamed sync', description: null, roleIds: [roleIds.ticketWriter, roleIds.categoriesViewer] },
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().name, 'Renamed sync');
    assert.equal(updated.json().roles.length, 2);

    const clash = await t.app.inject({ method: 'PUT', url: `/api/v1/oauth/clients/${client.id}`, headers: bearer(admin.token), payload: { name: taken.name.toUpperCase(), roleIds: [] } });
    assert.equal(clash.statusCode, 409, clash.body);
    assert.equal(clash.json().details[0].field, '/name');

    const foreignRole = await role(['tickets:categories:view'], otherOrganizationId);
    const unknownRole = await t.app.inject({ method: 'PUT', url: `/api/v1/oauth/clients/${client.id}`, headers: bearer(admin.token), payload: { name: 'Renamed sync', roleIds: [foreignRole] } });
    assert.equal(unknownRole.statusCode, 400, unknownRole.body);
    assert.equal(unknownRole.json().details[0].field, '/roleIds/0');

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/oauth/clients/${client.id}`, headers: bearer(admin.token) });
    assert.equal(removed.statusCode, 204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/oauth/clients/${client.id}`, headers: bearer(admin.token) });
    assert.equal(gone.statusCode, 404);
  });

  test('another organisation’s client is not found, for reads and writes', async () => {
    const theirs = await createClient({ roleIds: [] }, otherAdmin);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/oauth/clients/${theirs.id}`, undefined],
      ['PUT', `/api/v1/oauth/clients/${theirs.id}`, { name: 'Mine now', roleIds: [] }],
      ['POST', `/api/v1/oauth/clients/${theirs.id}/secret`, undefined],
      ['DELETE', `/api/v1/oauth/clients/${theirs.id}`, undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
      assert.equal(response.statusCode, 404, `${method} ${url}: ${response.body}`);
      assert.equal(response.json().code, 'NOT_FOUND');
    }
    const listed = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/clients/search', headers: bearer(admin.token), payload: { query: theirs.name } });
    assert.equal(listed.json().totalCount, 0);
  });

  test('nobody gives a client a permission they do not hold themselves', async () => {
    const limited = await createAgent(t, ['integrations:oauths:add', 'integrations:oauths:edit', 'integrations:oauths:view', 'tickets:categories:view']);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/clients', headers: bearer(limited.token), payload: { name: uniqueName(), roleIds: [roleIds.everything] } });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().code, 'PERMISSION_NOT_HELD');
    assert.match(refused.json().details[0].message, /directory:roles:edit/);

    const allowed = await createClient({ roleIds: [roleIds.categoriesViewer] }, limited);
    const raised = await t.app.inject({ method: 'PUT', url: `/api/v1/oauth/clients/${allowed.id}`, headers: bearer(limited.token), payload: { name: allowed.name, roleIds: [roleIds.categoriesViewer, roleIds.ticketWriter] } });
    assert.equal(raised.statusCode, 403, raised.body);
    assert.equal(raised.json().code, 'PERMISSION_NOT_HELD');
  });

  test('every change is in the audit log, attributed to its author, never with the secret', async () => {
    const client = await createClient({ name: 'Audited sync' });
    await t.app.inject({ method: 'PUT', url: `/api/v1/oauth/clients/${client.id}`, headers: bearer(admin.token), payload: { name: 'Audited sync', roleIds: [], enabled: false } });
    const rotated = (await t.app.inject({ method: 'POST', url: `/api/v1/oauth/clients/${client.id}/secret`, headers: bearer(admin.token) })).json();
    await t.app.inject({ method: 'DELETE', url: `/api/v1/oauth/clients/${client.id}`, headers: bearer(admin.token) });

    const log = await t.app.inject({ method: 'POST', url: '/api/v1/audit/search', headers: bearer(admin.token), payload: { filters: { entityType: 'oauthClient', entityId: client.id }, sort: { field: 'createdAt', order: 'asc' } } });
    assert.equal(log.statusCode, 200, log.body);
    const entries = log.json().entities as { action: string; actor: { kind: string; id: string }; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['create', 'update', 'secretRotate', 'delete'],
    );
    assert.ok(entries.every((entry) => entry.actor.kind === 'user' && entry.actor.id === admin.id));
    assert.deepEqual(entries[1]!.after, { enabled: false, roles: [] });
    assert.ok(!log.body.includes(client.secret) && !log.body.includes(rotated.secret));
    assert.ok(!log.body.includes('secret_hash') && !log.body.includes(createHash('sha256').update(client.secret).digest('base64url')));
  });
});

describe('grant_type=client_credentials', () => {
  test('form body and HTTP Basic both answer a one-hour access token and no refresh token', async () => {
    const client = await createClient();
    const viaForm = await grant({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret });
    assert.equal(viaForm.statusCode, 200, viaForm.body);
    const body = viaForm.json();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 3600);
    assert.equal(body.refresh_token, undefined);
    assert.equal(viaForm.cookies.length, 0, 'no session cookie for an integration');

    const basic = Buffer.from(`${client.id}:${client.secret}`).toString('base64');
    const viaBasic = await grant({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    assert.equal(viaBasic.statusCode, 200, viaBasic.body);
    assert.equal((await searchCategories(viaBasic.json().access_token)).statusCode, 200);
  });

  test('a wrong secret, an unknown or malformed id and missing credentials all answer 401 INVALID_CLIENT', async () => {
    const client = await createClient();
    for (const payload of [
      { grant_type: 'client_credentials', client_id: client.id, client_secret: `${client.secret}x` },
      { grant_type: 'client_credentials', client_id: '00000000-0000-4000-8000-000000000000', client_secret: client.secret },
      { grant_type: 'client_credentials', client_id: 'not-a-uuid', client_secret: client.secret },
      { grant_type: 'client_credentials', client_id: client.id },
    ] as Record<string, string>[]) {
      const response = await grant(payload);
      assert.equal(response.statusCode, 401, response.body);
      assert.equal(response.json().code, 'INVALID_CLIENT');
    }
    const badBasic = await grant({ grant_type: 'client_credentials' }, { authorization: `Basic ${Buffer.from(`${client.id}:wrong`).toString('base64')}` });
    assert.equal(badBasic.json().code, 'INVALID_CLIENT');
  });

  test('wrong secrets are throttled like password sign-ins', async () => {
    const client = await createClient();
    const wrong = { grant_type: 'client_credentials', client_id: client.id, client_secret: 'sbcs_wrong' };
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await grant(wrong, {}, '10.78.0.1')).statusCode);
    assert.ok(codes.includes(429), `codes: ${codes.join(', ')}`);
    assert.equal(codes[0], 401);
  });

  test('the token opens the routes of the client’s permissions and no other', async () => {
    const client = await createClient({ roleIds: [roleIds.categoriesViewer] });
    const token = await tokenOf(client);
    assert.equal((await searchCategories(token)).statusCode, 200);
    const users = await t.app.inject({ method: 'POST', url: '/api/v1/users/search', headers: bearer(token), payload: {} });
    assert.equal(users.statusCode, 403);
    assert.equal(users.json().code, 'FORBIDDEN');

    // Role changes apply to the very next request.
    await t.app.inject({ method: 'PUT', url: `/api/v1/oauth/clients/${client.id}`, headers: bearer(admin.token), payload: { name: client.name, roleIds: [] } });
    assert.equal((await searchCategories(token)).statusCode, 403);
  });

  test('disabling or deleting a client ends its tokens at once; a disabled client gets no new one', async () => {
    const client = await createClient();
    const token = await tokenOf(client);
    const disabled = await t.app.inject({ method: 'PUT', url: `/api/v1/oauth/clients/${client.id}`, headers: bearer(admin.token), payload: { name: client.name, roleIds: [roleIds.categoriesViewer], enabled: false } });
    assert.equal(disabled.statusCode, 200, disabled.body);
    const refused = await searchCategories(token);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'UNAUTHENTICATED');
    assert.equal((await grant({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret })).json().code, 'INVALID_CLIENT');

    const other = await createClient();
    const otherToken = await tokenOf(other);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/oauth/clients/${other.id}`, headers: bearer(admin.token) });
    assert.equal((await searchCategories(otherToken)).statusCode, 401);
  });

  test('rotating the secret shows the new one once; the old secret and tokens issued with it stop working', async () => {
    const client = await createClient();
    const oldToken = await tokenOf(client);
    // Tokens carry whole seconds: let the rotation fall in a later second than the old token.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const rotated = await t.app.inject({ method: 'POST', url: `/api/v1/oauth/clients/${client.id}/secret`, headers: bearer(admin.token) });
    assert.equal(rotated.statusCode, 200, rotated.body);
    const { secret } = rotated.json() as OAuthClientWithSecret;
    assert.notEqual(secret, client.secret);
    assert.equal((await grant({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret })).statusCode, 401);
    assert.equal((await searchCategories(oldToken)).statusCode, 401);
    const newToken = await tokenOf({ id: client.id, secret });
    assert.equal((await searchCategories(newToken)).statusCode, 200);
  });

  test('a client token is no refresh token and opens no customer hub route; a customer token is no client token', async () => {
    const client = await createClient();
    const token = await tokenOf(client);
    const asRefresh = await grant({ grant_type: 'refresh_token', refresh_token: token });
    assert.equal(asRefresh.statusCode, 401);
    assert.equal(asRefresh.json().code, 'INVALID_REFRESH_TOKEN');
    const hub = await t.app.inject({ method: 'GET', url: '/api/v1/client/tickets', headers: bearer(token) });
    assert.equal(hub.statusCode, 401, hub.body);
    const customerAsClient = await searchCategories(customer.token);
    assert.equal(customerAsClient.statusCode, 401);
  });

  test('what a client writes is attributed to it; its service user is never listed, picked or signed in', async () => {
    const client = await createClient({ name: 'Shop connector', roleIds: [roleIds.ticketWriter] });
    const token = await tokenOf(client);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    assert.equal(me.json().name, 'Shop connector');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tickets',
      headers: bearer(token),
      payload: { title: 'Order 1234 arrived damaged', description: 'Reported through the shop', customer: { name: 'Dana Shopper', email: 'dana@example.com' } },
    });
    assert.equal(created.statusCode, 201, created.body);
    const history = await t.app.db.selectFrom('ticket_history').select(['actor_name']).where('ticket_id', '=', created.json().id).execute();
    assert.ok(history.length > 0 && history.every((row) => row.actor_name === 'Shop connector'), JSON.stringify(history));

    const users = await t.app.inject({ method: 'POST', url: '/api/v1/users/search', headers: bearer(admin.token), payload: { query: 'Shop connector' } });
    assert.equal(users.json().totalCount, 0);
    const serviceUser = await t.app.db.selectFrom('oauth_clients').select('user_id').where('id', '=', client.id).executeTakeFirstOrThrow();
    const asUser = await t.app.inject({ method: 'GET', url: `/api/v1/users/${serviceUser.user_id}`, headers: bearer(admin.token) });
    assert.equal(asUser.statusCode, 404);
    const assignees = await t.app.inject({ method: 'GET', url: '/api/v1/tickets/assignees?query=Shop', headers: bearer(admin.token) });
    assert.equal(assignees.statusCode, 200, assignees.body);
    assert.equal(assignees.json().totalCount, 0);
  });

  test('a client’s own changes are audited as the client’s', async () => {
    const manager = await createClient({ roleIds: [await role(['integrations:oauths:view', 'integrations:oauths:add'])] });
    const token = await tokenOf(manager);
    const made = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/clients', headers: bearer(token), payload: { name: uniqueName('Made by a client'), roleIds: [] } });
    assert.equal(made.statusCode, 201, made.body);
    const entry = await t.app.db.selectFrom('audit_log').select(['actor_kind', 'actor_id', 'actor_name']).where('entity_id', '=', made.json().id).executeTakeFirstOrThrow();
    assert.deepEqual(entry, { actor_kind: 'client', actor_id: manager.id, actor_name: manager.name });
  });

  test('a client cannot rename its service user or set preferences through the profile routes', async () => {
    const client = await createClient();
    const token = await tokenOf(client);
    const rename = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: bearer(token), payload: { name: 'Someone else' } });
    assert.equal(rename.statusCode, 403, rename.body);
    const serviceUser = await t.app.db.selectFrom('oauth_clients').select('user_id').where('id', '=', client.id).executeTakeFirstOrThrow();
    const preferences = await t.app.inject({ method: 'PUT', url: `/api/v1/users/${serviceUser.user_id}/preferences`, headers: bearer(token), payload: { theme: 'dark' } });
    assert.equal(preferences.statusCode, 403, preferences.body);
    const user = await t.app.db.selectFrom('users').select('name').where('id', '=', serviceUser.user_id).executeTakeFirstOrThrow();
    assert.equal(user.name, client.name);
  });
});

describe('divisions of a client', () => {
  let divisionA: string;
  let divisionB: string;
  let ticketA: string;
  let ticketB: string;

  async function ticketIn(title: string, divisionId: string): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(admin.token), payload: { title, description: `${title}: details`, customerId: customer.id, divisionId } });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id;
  }

  const ticketSearch = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(token), payload: { pageSize: 100 } });
  const foundIds = async (token: string) => {
    const response = await ticketSearch(token);
    assert.equal(response.statusCode, 200, response.body);
    return new Set(response.json().entities.map((entity: { id: string }) => entity.id));
  };
  const put = (client: OAuthClient, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/oauth/clients/${client.id}`, headers: bearer(admin.token), payload: { name: client.name, roleIds: client.roles.map((role) => role.id), ...body } });

  test('a client limited to one division finds and opens only its tickets; widening applies to the same token at once', async () => {
    const made = await t.app.db
      .insertInto('divisions')
      .values([
        { organization_id: t.app.firstStart.organizationId, name: `Client division A ${Date.now()}` },
        { organization_id: t.app.firstStart.organizationId, name: `Client division B ${Date.now()}` },
      ])
      .returning('id')
      .execute();
    divisionA = made[0]!.id;
    divisionB = made[1]!.id;
    ticketA = await ticketIn('Scanner in A', divisionA);
    ticketB = await ticketIn('Scanner in B', divisionB);

    const client = await createClient({ roleIds: [roleIds.ticketWriter], divisionIds: [divisionA] });
    assert.deepEqual(client.divisionIds, [divisionA]);
    const token = await tokenOf(client);
    const limited = await foundIds(token);
    assert.ok(limited.has(ticketA));
    assert.ok(!limited.has(ticketB), 'a ticket of another division stays hidden');
    const hidden = await t.app.inject({ method: 'GET', url: `/api/v1/tickets/${ticketB}`, headers: bearer(token) });
    assert.equal(hidden.statusCode, 404);
    assert.equal(hidden.json().code, 'NOT_FOUND');
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/tickets/${ticketA}`, headers: bearer(token) })).statusCode, 200);

    // Left out on update: kept.
    const kept = await put(client, {});
    assert.equal(kept.statusCode, 200, kept.body);
    assert.deepEqual(kept.json().divisionIds, [divisionA]);

    const widened = await put(client, { divisionIds: null });
    assert.equal(widened.statusCode, 200, widened.body);
    assert.equal(widened.json().divisionIds, null);
    const everywhere = await foundIds(token);
    assert.ok(everywhere.has(ticketA) && everywhere.has(ticketB));
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/tickets/${ticketB}`, headers: bearer(token) })).statusCode, 200);

    const listed = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/clients/search', headers: bearer(admin.token), payload: { query: client.name } });
    assert.equal(listed.json().entities[0].divisionIds, null);

    const audit = await t.app.db.selectFrom('audit_log').select(['before', 'after']).where('entity_id', '=', client.id).where('action', '=', 'update').orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.equal((audit.after as { divisions: unknown }).divisions, null);
    assert.equal(((audit.before as { divisions: string[] }).divisions ?? []).length, 1);
    assert.match((audit.before as { divisions: string[] }).divisions[0]!, /^Client division A/);
  });

  test('divisionIds must name divisions of the organisation, and at least one', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/clients', headers: bearer(admin.token), payload: { name: uniqueName(), roleIds: [], divisionIds: [] } });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().code, 'VALIDATION_FAILED');

    const elsewhere = await t.app.db.insertInto('divisions').values({ organization_id: otherOrganizationId, name: `Foreign ${Date.now()}` }).returning('id').executeTakeFirstOrThrow();
    const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/clients', headers: bearer(admin.token), payload: { name: uniqueName(), roleIds: [], divisionIds: [divisionA, elsewhere.id] } });
    assert.equal(foreign.statusCode, 400);
    assert.deepEqual(
      foreign.json().details.map((detail: { field: string }) => detail.field),
      ['/divisionIds/1'],
    );

    const client = await createClient();
    assert.equal(client.divisionIds, null, 'a client acts in every division unless limited');
    const unknown = await put(client, { divisionIds: ['00000000-0000-4000-8000-000000000000'] });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().details[0].field, '/divisionIds/0');
  });
});
