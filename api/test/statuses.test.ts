import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AgentTicket, ClientTicket, StatusDeleteResponse, StatusDetails, StatusListResponse, StatusSearchResponse } from '@switchboard/shared/contracts';
import { statusTagColors } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// Status administration: the seeded statuses (kinds, translations, default, readable colours),
// create / update with their validation, the one default that new tickets get, reorder, deletion
// moving tickets with history, the hub's three stages, and names in the caller's language.

const ADMIN = ['tickets:status:view', 'tickets:status:add', 'tickets:status:edit', 'tickets:status:delete', 'tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit'] as const;

let admin: TestAgent;
let outsider: TestAgent;
let customer: TestCustomer;

const t = testAppForSuite({}, {}, async () => {
  admin = await createAgent(t, ADMIN, { name: 'Stella Statuses' });
  outsider = await createAgent(t, ADMIN, { name: 'Otto Outsider', organizationId: await createOrganization(t, 'Elsewhere (statuses)') });
  customer = await createCustomer(t, 'statuses-customer@example.com');
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, path: string, body?: unknown, agent: TestAgent = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1/${path}`, headers: { ...bearer(agent.token), ...headers }, ...(body === undefined ? {} : { payload: body as object }) });

async function ok<T>(response: Awaited<ReturnType<typeof api>>, status = 200): Promise<T> {
  assert.equal(response.statusCode, status, response.body);
  return response.json() as T;
}

function refused(response: Awaited<ReturnType<typeof api>>, status: number, code: string, field: string) {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json() as { code: string; details?: { field: string; message: string }[] };
  assert.equal(body.code, code);
  assert.ok(body.details?.some((d) => d.field === field), `${field} in ${response.body}`);
  return body.details!.find((d) => d.field === field)!.message;
}

const list = async (agent: TestAgent = admin) => (await ok<StatusSearchResponse>(await api('POST', 'statuses/search', { pageSize: 100 }, agent))).entities;
const byName = async (name: string) => (await list()).find((s) => s.name === name)!;
let statusCount = 0;
const createStatus = async (body: Record<string, unknown> = {}) => ok<StatusDetails>(await api('POST', 'statuses', { name: `Status ${++statusCount}`, color: '#0958d9', kind: 'open', ...body }), 201);
const createTicket = async () => ok<AgentTicket>(await api('POST', 'tickets', { title: 'Parcel late', description: 'Where is it?', customerId: customer.id }), 201);
const auditOf = (id: string) => t.app.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('entity_type', '=', 'status').where('entity_id', '=', id).orderBy('created_at').execute();

describe('seeded statuses', () => {
  test('five statuses in order with the new kinds, translations, Open the default, Pending pausing the clock, every colour readable', async () => {
    const statuses = await list();
    assert.deepEqual(
      statuses.map((s) => [s.name, s.kind, s.isDefault, s.pausesSla]),
      [
        ['Open', 'new', true, false],
        ['In Progress', 'open', false, false],
        ['Pending', 'pending', false, true],
        ['Resolved', 'resolved', false, false],
        ['Closed', 'closed', false, false],
      ],
    );
    assert.equal(statuses[1]!.names['de-de'], 'In Bearbeitung');
    assert.ok(statuses.every((s) => Object.keys(s.names).length === 10), 'all ten locales');
    assert.ok(statuses.every((s) => statusTagColors(s.color).readable), statuses.map((s) => s.color).join());
  });
});

describe('create and update', () => {
  test('a status is created last, read back, changed and audited; another organisation does not see it', async () => {
    const created = await createStatus({ name: '  Waiting for parts ', names: { 'de-de': ' Warten auf Teile ', 'fr-fr': '' }, color: '#FFC53D', kind: 'pending', pausesSla: true });
    assert.deepEqual([created.name, created.names, created.color, created.kind, created.isDefault, created.pausesSla, created.ticketCount], ['Waiting for parts', { 'de-de': 'Warten auf Teile' }, '#ffc53d', 'pending', false, true, 0]);
    assert.equal(created.position, Math.max(...(await list()).filter((s) => s.id !== created.id).map((s) => s.position)) + 1);
    assert.deepEqual(await ok<StatusDetails>(await api('GET', `statuses/${created.id}`)), created);

    const updated = await ok<StatusDetails>(await api('PUT', `statuses/${created.id}`, { name: 'Awaiting parts', color: '#1f1f1f', kind: 'open' }));
    assert.deepEqual([updated.name, updated.names, updated.color, updated.kind, updated.pausesSla, updated.position], ['Awaiting parts', {}, '#1f1f1f', 'open', false, created.position]);

    const audit = await auditOf(created.id);
    assert.deepEqual(audit.map((a) => a.action), ['create', 'update']);
    assert.deepEqual(audit[1]!.after, { name: 'Awaiting parts', names: {}, color: '#1f1f1f', kind: 'open', pausesSla: false });

    assert.equal((await api('GET', `statuses/${created.id}`, undefined, outsider)).statusCode, 404);
    assert.equal((await api('PUT', `statuses/${created.id}`, { name: 'Mine', color: '#1f1f1f', kind: 'open' }, outsider)).statusCode, 404);
    assert.ok(!(await list(outsider)).some((s) => s.id === created.id));
  });

  test('search by name and sort by name', async () => {
    const found = (await ok<StatusSearchResponse>(await api('POST', 'statuses/search', { query: 'res' }))).entities.map((s) => s.name);
    assert.deepEqual(found, ['In Progress', 'Resolved']);
    const sorted = (await ok<StatusSearchResponse>(await api('POST', 'statuses/search', { pageSize: 100, sort: { field: 'name', order: 'desc' } }))).entities.map((s) => s.name);
    assert.deepEqual(sorted, [...sorted].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
  });

  test('each invalid field is named', async () => {
    refused(await api('POST', 'statuses', { name: '  ', color: '#0958d9', kind: 'open' }), 400, 'VALIDATION_FAILED', '/name');
    const message = refused(await api('POST', 'statuses', { name: 'Too light', color: '#1677ff', kind: 'open' }), 400, 'VALIDATION_FAILED', '/color');
    assert.match(message, /4\.1:1/);
    refused(await api('POST', 'statuses', { name: 'Grey on grey', color: '#777777', kind: 'open' }), 400, 'VALIDATION_FAILED', '/color');
    refused(await api('POST', 'statuses', { name: 'Named colour', color: 'red', kind: 'open' }), 400, 'VALIDATION_FAILED', '/color');
    refused(await api('POST', 'statuses', { name: 'Odd kind', color: '#0958d9', kind: 'in_progress' }), 400, 'VALIDATION_FAILED', '/kind');
    refused(await api('POST', 'statuses', { name: 'Odd locale', names: { 'xx-yy': 'Nope' }, color: '#0958d9', kind: 'open' }), 400, 'VALIDATION_FAILED', '/names/xx-yy');
    refused(await api('POST', 'statuses', { name: 'x'.repeat(61), color: '#0958d9', kind: 'open' }), 400, 'VALIDATION_FAILED', '/name');
    refused(await api('POST', 'statuses', { name: 'pending', color: '#0958d9', kind: 'open' }), 409, 'CONFLICT', '/name');
  });
});

describe('the default status', () => {
  test('exactly one: taking the mark moves it, new tickets get it, it cannot be unset, finished or deleted', async () => {
    const open = await byName('Open');
    const triage = await createStatus({ name: 'Triage', kind: 'new', isDefault: true });
    assert.equal(triage.isDefault, true);
    assert.deepEqual((await list()).filter((s) => s.isDefault).map((s) => s.name), ['Triage']);
    assert.deepEqual((await auditOf(open.id)).at(-1)?.after, { isDefault: false });

    assert.equal((await createTicket()).status.id, triage.id);

    refused(await api('PUT', `statuses/${triage.id}`, { name: 'Triage', color: '#0958d9', kind: 'new', isDefault: false }), 409, 'CONFLICT', '/isDefault');
    refused(await api('PUT', `statuses/${triage.id}`, { name: 'Triage', color: '#0958d9', kind: 'closed' }), 400, 'VALIDATION_FAILED', '/kind');
    refused(await api('DELETE', `statuses/${triage.id}`), 409, 'CONFLICT', '/id');

    const back = await ok<StatusDetails>(await api('PUT', `statuses/${open.id}`, { name: 'Open', names: open.names, color: open.color, kind: 'new', isDefault: true }));
    assert.equal(back.isDefault, true);
    assert.equal((await ok<StatusDetails>(await api('GET', `statuses/${triage.id}`))).isDefault, false);
    assert.equal((await createTicket()).status.id, open.id);
  });
});

describe('reorder', () => {
  test('positions follow the given order, unlisted statuses after the listed ones; a repeated id is refused, another organisation\'s ids are not found', async () => {
    const before = await list();
    const reversed = [...before].reverse().map((s) => s.id);
    const answer = await ok<StatusSearchResponse>(await api('PUT', 'statuses/order', { ids: reversed }));
    assert.deepEqual(answer.entities.map((s) => s.id), reversed);
    assert.deepEqual((await list()).map((s) => [s.id, s.position]), reversed.map((id, position) => [id, position]));
    assert.deepEqual((await ok<StatusListResponse>(await api('GET', 'statuses'))).entities.map((s) => s.id), reversed);

    // Listing some moves them to the top, the rest keep their order after them.
    const lastFirst = await ok<StatusSearchResponse>(await api('PUT', 'statuses/order', { ids: [reversed.at(-1)] }));
    assert.deepEqual(lastFirst.entities.map((s) => s.id), [reversed.at(-1), ...reversed.slice(0, -1)]);
    refused(await api('PUT', 'statuses/order', { ids: [reversed[0], reversed[1], reversed[0]] }), 400, 'VALIDATION_FAILED', '/ids/2');
    const theirs = (await list(outsider)).map((s) => s.id);
    assert.equal((await api('PUT', 'statuses/order', { ids: [...reversed, ...theirs] })).statusCode, 404);
    assert.equal((await auditOf(reversed[0]!)).at(-1)?.action, 'update');

    await ok(await api('PUT', 'statuses/order', { ids: before.map((s) => s.id) }));
  });
});

describe('delete', () => {
  test('an unused status goes; one in use needs moveTo, and its tickets move with a history entry each', async () => {
    const unused = await createStatus();
    assert.deepEqual(await ok<StatusDeleteResponse>(await api('DELETE', `statuses/${unused.id}`)), { id: unused.id, movedTicketCount: 0, movedTo: null });
    assert.equal((await api('GET', `statuses/${unused.id}`)).statusCode, 404);

    const doomed = await createStatus({ name: 'On hold' });
    const first = await createTicket();
    const second = await createTicket();
    for (const ticket of [first, second]) await ok(await api('PATCH', `tickets/${ticket.id}`, { statusId: doomed.id }));
    assert.equal((await ok<StatusDetails>(await api('GET', `statuses/${doomed.id}`))).ticketCount, 2);

    assert.match(refused(await api('DELETE', `statuses/${doomed.id}`), 409, 'CONFLICT', '/moveTo'), /2 ticket/);
    refused(await api('DELETE', `statuses/${doomed.id}?moveTo=${doomed.id}`), 400, 'VALIDATION_FAILED', '/moveTo');
    const theirs = (await list(outsider))[0]!.id;
    refused(await api('DELETE', `statuses/${doomed.id}?moveTo=${theirs}`), 400, 'VALIDATION_FAILED', '/moveTo');
    assert.equal((await api('DELETE', `statuses/${doomed.id}`, undefined, outsider)).statusCode, 404);

    const pending = await byName('Pending');
    const deleted = await ok<StatusDeleteResponse>(await api('DELETE', `statuses/${doomed.id}?moveTo=${pending.id}`));
    assert.deepEqual(deleted, { id: doomed.id, movedTicketCount: 2, movedTo: { id: pending.id, name: 'Pending' } });
    for (const ticket of [first, second]) {
      assert.equal((await ok<AgentTicket>(await api('GET', `tickets/${ticket.id}`))).status.id, pending.id);
      const history = (await ok<{ entities: { field: string; from: unknown; to: unknown; actor: { name: string } }[] }>(await api('GET', `tickets/${ticket.id}/history`))).entities;
      const moves = history.filter((h) => h.field === 'status');
      assert.ok(
        moves.some((h) => JSON.stringify(h.from) === JSON.stringify({ id: doomed.id, name: 'On hold' }) && JSON.stringify(h.to) === JSON.stringify({ id: pending.id, name: 'Pending' }) && h.actor.name === 'Stella Statuses'),
        JSON.stringify(moves),
      );
    }
    assert.deepEqual((await auditOf(doomed.id)).map((a) => a.action), ['create', 'delete']);
  });
});

describe('what tickets show of their status', () => {
  test('the hub gets its three stages from the kinds; its list still filters by them', async () => {
    const ticket = await createTicket();
    const hubKind = async () => (await ok<ClientTicket>(await t.app.inject({ method: 'GET', url: `/api/v1/client/tickets/${ticket.id}`, headers: bearer(customer.token) }))).status.kind;
    const stages: [string, string][] = [];
    for (const name of ['Open', 'In Progress', 'Pending', 'Resolved', 'Closed']) {
      await ok(await api('PATCH', `tickets/${ticket.id}`, { statusId: (await byName(name)).id }));
      stages.push([name, await hubKind()]);
    }
    assert.deepEqual(stages, [
      ['Open', 'open'],
      ['In Progress', 'in_progress'],
      ['Pending', 'in_progress'],
      ['Resolved', 'closed'],
      ['Closed', 'closed'],
    ]);
    const hubList = (await ok<{ entities: ClientTicket[] }>(await t.app.inject({ method: 'GET', url: '/api/v1/client/tickets?pageSize=100', headers: bearer(customer.token) }))).entities;
    assert.ok(hubList.every((entry) => ['open', 'in_progress', 'closed'].includes(entry.status.kind)));
    assert.equal(hubList.find((entry) => entry.id === ticket.id)!.status.kind, 'closed');
  });

  test('agents and customers read status names in their language, the default name without a translation', async () => {
    const ticket = await createTicket();
    await ok(await api('PATCH', `tickets/${ticket.id}`, { statusId: (await byName('In Progress')).id }));
    const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
    assert.equal((await ok<AgentTicket>(await api('GET', `tickets/${ticket.id}`, undefined, admin, german))).status.name, 'In Bearbeitung');
    assert.equal((await ok<AgentTicket>(await api('GET', `tickets/${ticket.id}`))).status.name, 'In Progress');
    const searched = await ok<{ entities: AgentTicket[] }>(await api('POST', 'tickets/search', { query: `#${ticket.serialNumber}` }, admin, { 'accept-language': 'fr-fr' }));
    assert.equal(searched.entities.find((e) => e.id === ticket.id)?.status.name, 'En cours');
    const patched = await ok<AgentTicket>(await api('PATCH', `tickets/${ticket.id}`, { priority: 'High' }, admin, german));
    assert.equal(patched.status.name, 'In Bearbeitung');
    const hub = await ok<ClientTicket>(await t.app.inject({ method: 'GET', url: `/api/v1/client/tickets/${ticket.id}`, headers: { ...bearer(customer.token), 'accept-language': 'de-de' } }));
    assert.equal(hub.status.name, 'In Bearbeitung');
    const pick = await ok<StatusListResponse>(await api('GET', 'statuses', undefined, admin, german));
    assert.ok(pick.entities.some((s) => s.name === 'Offen'));

    const untranslated = await createStatus({ name: 'Escalated' });
    await ok(await api('PATCH', `tickets/${ticket.id}`, { statusId: untranslated.id }));
    assert.equal((await ok<AgentTicket>(await api('GET', `tickets/${ticket.id}`, undefined, admin, german))).status.name, 'Escalated');
  });
});
