import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

let t: TestApp;
let carla: TestCustomer;
let dave: TestCustomer;
let merger: TestAgent;
let commenter: TestAgent;
let outsider: TestAgent;
let otherOrgTicket: string;

const MERGE_URL = '/api/v1/tickets/merge';

async function raise(customer: TestCustomer, title: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title, description: `${title}, details` } });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { id: string; serialNumber: number };
}

const merge = (token: string | undefined, payload: object) => t.app.inject({ method: 'POST', url: MERGE_URL, headers: token ? bearer(token) : {}, payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function customerMessage(customer: TestCustomer, ticketId: string, text: string, send: boolean) {
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tickets/${ticketId}/messages`,
    headers: bearer(customer.token),
    payload: { channel: 'email', message: `<p>${text}</p>`, emailConfig: { attachments: [{ fileName: `${text}.pdf`, fileType: 'application/pdf', fileUrl: '/api/v1/files/abc', fileSize: 10 }] } },
  });
  assert.equal(saved.statusCode, 201, saved.body);
  if (send) assert.equal((await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${ticketId}/messages/${saved.json().id}/send`, headers: bearer(customer.token) })).statusCode, 200);
  return saved.json().id as string;
}

before(async () => {
  t = await startTestApp();
  carla = await createCustomer(t, 'carla@example.com', undefined, 'Carla Customer');
  dave = await createCustomer(t, 'dave@example.com', undefined, 'Dave Different');
  merger = await createAgent(t, ['tickets:tickets:view', 'tickets:tickets:merge'], { name: 'Mia Merger' });
  commenter = await createAgent(t, ['tickets:tickets:view', 'tickets:comments:add'], { name: 'Cole Commenter' });
  const otherOrg = await createOrganization(t, 'Elsewhere Ltd');
  outsider = await createAgent(t, ['tickets:tickets:view', 'tickets:tickets:merge'], { organizationId: otherOrg });
  otherOrgTicket = (await raise(await createCustomer(t, 'olga@example.com', otherOrg, 'Olga'), 'Elsewhere')).id;
});
after(async () => {
  await t.close();
});

describe('merging tickets', () => {
  test('messages and comments move to the target, sources close and point at it, history and an event are recorded', async () => {
    const target = await raise(carla, 'Cannot log in');
    const first = await raise(carla, 'Login broken again');
    const second = await raise(carla, 'Still no login');
    const sentId = await customerMessage(carla, first.id, 'more details', true);
    const draftId = await customerMessage(carla, second.id, 'half written', false);
    const comment = await t.app.inject({ method: 'POST', url: `/api/v1/tickets/${first.id}/comments`, headers: bearer(commenter.token), payload: { text: 'Same as the other one' } });
    assert.equal(comment.statusCode, 201);

    const response = await merge(merger.token, { targetId: target.id, sourceIds: [first.id, second.id] });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      targetId: target.id,
      targetSerialNumber: target.serialNumber,
      sources: [
        { id: first.id, serialNumber: first.serialNumber },
        { id: second.id, serialNumber: second.serialNumber },
      ],
      movedMessages: 2,
      movedComments: 1,
    });

    // The customer reads the moved message (and its attachment) on the target; their draft moved along, still theirs.
    const thread = (await get(`/api/v1/tickets/${target.id}/messages`, carla.token)).json();
    assert.deepEqual(thread.entities.map((m: { id: string }) => m.id).sort(), [sentId, draftId].sort());
    assert.equal(thread.entities.find((m: { id: string }) => m.id === sentId).emailConfig.attachments[0].fileName, 'more details.pdf');
    assert.equal((await get(`/api/v1/tickets/${first.id}/messages`, carla.token)).json().totalCount, 0);
    const comments = (await get(`/api/v1/tickets/${target.id}/comments`, commenter.token)).json();
    assert.deepEqual(comments.entities.map((c: { text: string }) => c.text), ['Same as the other one']);

    // A merged ticket stays readable; its customer sees it closed.
    const source = await get(`/api/v1/client/tickets/${first.id}`, carla.token);
    assert.equal(source.statusCode, 200);
    assert.equal(source.json().status.kind, 'closed');
    assert.equal(source.json().status.name, 'Resolved', "the organisation's first closed status");
    assert.equal((await get(`/api/v1/client/tickets/${target.id}`, carla.token)).json().status.kind, 'open');
    const rows = await t.app.db.selectFrom('tickets').select(['id', 'merged_into_id']).where('id', 'in', [target.id, first.id, second.id]).execute();
    assert.deepEqual(Object.fromEntries(rows.map((r) => [r.id, r.merged_into_id])), { [target.id]: null, [first.id]: target.id, [second.id]: target.id });

    const history = await t.app.db.selectFrom('ticket_history').select(['ticket_id', 'field', 'to_value', 'actor_name', 'user_id']).where('ticket_id', 'in', [target.id, first.id]).orderBy('created_at').execute();
    const onTarget = history.filter((h) => h.ticket_id === target.id && h.field === 'merged');
    assert.equal(onTarget.length, 1);
    assert.deepEqual(onTarget[0]!.to_value, [{ id: first.id, serialNumber: first.serialNumber }, { id: second.id, serialNumber: second.serialNumber }]);
    assert.equal(onTarget[0]!.actor_name, 'Mia Merger');
    assert.equal(onTarget[0]!.user_id, merger.id);
    const onSource = history.filter((h) => h.ticket_id === first.id);
    assert.deepEqual(onSource.find((h) => h.field === 'mergedInto')?.to_value, { id: target.id, serialNumber: target.serialNumber });
    assert.deepEqual((onSource.find((h) => h.field === 'status')?.to_value as { name: string }).name, 'Resolved');

    const events = await t.app.db.selectFrom('domain_events').select('payload').where('type', '=', 'ticket.merged').execute();
    assert.equal(events.length, 1);
    assert.equal((events[0]!.payload as { targetId: string }).targetId, target.id);

    // Already merged: neither as a source nor as a target again; writing to it is a conflict too.
    const again = await merge(merger.token, { targetId: target.id, sourceIds: [first.id] });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'CONFLICT');
    const intoMerged = await merge(merger.token, { targetId: second.id, sourceIds: [(await raise(carla, 'Another')).id] });
    assert.equal(intoMerged.statusCode, 409);
    const lateComment = await t.app.inject({ method: 'POST', url: `/api/v1/tickets/${first.id}/comments`, headers: bearer(commenter.token), payload: { text: 'too late' } });
    assert.equal(lateComment.statusCode, 409);
  });

  test('bad requests are refused and change nothing', async () => {
    const target = await raise(carla, 'Target');
    const source = await raise(carla, 'Source');
    const davesTicket = await raise(dave, "Dave's own");

    const self = await merge(merger.token, { targetId: target.id, sourceIds: [source.id, target.id] });
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().code, 'VALIDATION_FAILED');
    assert.deepEqual(self.json().details, [{ field: '/sourceIds/1', message: 'must not be the target ticket' }]);

    const otherCustomer = await merge(merger.token, { targetId: target.id, sourceIds: [source.id, davesTicket.id] });
    assert.equal(otherCustomer.statusCode, 400);
    assert.deepEqual(otherCustomer.json().details.map((d: { field: string }) => d.field), ['/sourceIds/1']);

    assert.equal((await merge(merger.token, { targetId: target.id, sourceIds: [otherOrgTicket] })).statusCode, 404);
    assert.equal((await merge(merger.token, { targetId: otherOrgTicket, sourceIds: [source.id] })).statusCode, 404);
    assert.equal((await merge(merger.token, { targetId: target.id, sourceIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode, 404);

    const none = await merge(merger.token, { targetId: target.id, sourceIds: [] });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().details[0].field, '/sourceIds');
    const tooMany = await merge(merger.token, { targetId: target.id, sourceIds: Array.from({ length: 21 }, () => source.id) });
    assert.equal(tooMany.statusCode, 400);
    const malformed = await merge(merger.token, { targetId: 'nope', sourceIds: [source.id] });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().details[0].field, '/targetId');

    const untouched = await t.app.db.selectFrom('tickets').select('merged_into_id').where('id', 'in', [target.id, source.id, davesTicket.id]).execute();
    assert.ok(untouched.every((r) => r.merged_into_id === null));

    // The same source listed twice is merged once.
    const twice = await merge(merger.token, { targetId: target.id, sourceIds: [source.id, source.id] });
    assert.equal(twice.statusCode, 200, twice.body);
    assert.equal(twice.json().sources.length, 1);
  });
});

describe('merge permission matrix', () => {
  test('401 without a token or with a customer token, 403 without merge, 404 across organisations, 200 with merge', async () => {
    const target = await raise(carla, 'Matrix target');
    const source = await raise(carla, 'Matrix source');
    const payload = { targetId: target.id, sourceIds: [source.id] };
    assert.equal((await merge(undefined, payload)).statusCode, 401);
    assert.equal((await merge(carla.token, payload)).statusCode, 401);
    const editor = await createAgent(t, ['tickets:tickets:view', 'tickets:tickets:edit', 'tickets:tickets:delete']);
    const refused = await merge(editor.token, payload);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'FORBIDDEN');
    assert.equal((await merge(outsider.token, payload)).statusCode, 404);
    assert.equal((await merge(merger.token, payload)).statusCode, 200);
  });
});
