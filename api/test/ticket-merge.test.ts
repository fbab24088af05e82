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
let reader: TestAgent;
let writer: TestAgent;
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
  reader = await createAgent(t, ['tickets:tickets:view', 'tickets:messages:view']);
  writer = await createAgent(t, ['tickets:tickets:view', 'tickets:messages:view', 'tickets:messages:add']);
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
      movedMessages: 4,
      movedComments: 1,
    });

    // The customer reads the moved message (and its attachment) on the target; their draft moved along, still theirs.
    const thread = (await get(`/api/v1/tickets/${target.id}/messages`, carla.token)).json();
    const carried = thread.entities.filter((m: { mergedFrom?: unknown }) => m.mergedFrom);
    assert.deepEqual(thread.entities.filter((m: { mergedFrom?: unknown }) => !m.mergedFrom).map((m: { id: string }) => m.id).sort(), [sentId, draftId].sort());
    // Each source's description joined the thread as its customer's message, dated when that ticket was raised, first in the thread.
    assert.deepEqual(
      carried.map((m: { message: string; sentBy: string; status: string; user: { name: string }; mergedFrom: unknown; emailConfig: { subject: string } }) => [m.message, m.sentBy, m.status, m.user.name, m.mergedFrom, m.emailConfig.subject]),
      [
        ['<p>Login broken again, details</p>', 'customer', 'sent', 'Carla Customer', { serialNumber: first.serialNumber }, `[#${first.serialNumber}] Login broken again`],
        ['<p>Still no login, details</p>', 'customer', 'sent', 'Carla Customer', { serialNumber: second.serialNumber }, `[#${second.serialNumber}] Still no login`],
      ],
    );
    assert.deepEqual(thread.entities.slice(0, 2), carried);
    const raised = await t.app.db.selectFrom('tickets').select(['id', 'created_at']).where('id', 'in', [first.id, second.id]).execute();
    const raisedAt = Object.fromEntries(raised.map((r) => [r.id, r.created_at.toISOString()]));
    assert.deepEqual(carried.map((m: { time: string }) => m.time), [raisedAt[first.id], raisedAt[second.id]]);
    // Agents see it the same way.
    const agentThread = (await get(`/api/v1/tickets/${target.id}/messages`, reader.token)).json();
    assert.deepEqual(agentThread.entities.filter((m: { mergedFrom?: unknown }) => m.mergedFrom).map((m: { id: string }) => m.id), carried.map((m: { id: string }) => m.id));
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

    // The history screens of both tickets tell the merge.
    const historyOf = async (id: string) => (await get(`/api/v1/tickets/${id}/history`, merger.token)).json().entities as { field: string; to: unknown; actor: { name: string } }[];
    assert.deepEqual((await historyOf(target.id)).filter((h) => h.field === 'merged').map((h) => [h.to, h.actor.name]), [[[{ id: first.id, serialNumber: first.serialNumber }, { id: second.id, serialNumber: second.serialNumber }], 'Mia Merger']]);
    for (const source of [first, second]) {
      assert.deepEqual((await historyOf(source.id)).filter((h) => h.field === 'mergedInto').map((h) => [h.to, h.actor.name]), [[{ id: target.id, serialNumber: target.serialNumber }, 'Mia Merger']]);
    }

    // The customer is told by mail, in the merge's transaction, where the conversation goes on.
    const mails = await t.app.db.selectFrom('mail_outbox').select(['kind', 'to_address', 'locale', 'subject', 'text_body', 'html_body']).where('kind', '=', 'ticket.merged').execute();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.to_address, 'carla@example.com');
    assert.equal(mails[0]!.locale, 'en-us');
    assert.equal(mails[0]!.subject, `[#${target.serialNumber}] Your tickets have been combined into #${target.serialNumber}`);
    const [text, html] = [mails[0]!.text_body ?? '', mails[0]!.html_body ?? ''];
    assert.ok(text.includes(`#${first.serialNumber}, #${second.serialNumber} with #${target.serialNumber}`), text);
    assert.ok(text.includes(`/hub/ticket/${target.id}`), text);
    assert.ok(html.includes(`href="http`) && html.includes(`/hub/ticket/${target.id}"`), html);

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
    assert.equal(lateComment.json().code, 'TICKET_MERGED', 'an internal note is refused like a reply');
    // Replies and drafts on a merged ticket are refused with their own code, for customers and agents alike.
    const draftOn = (token: string, id: string) => t.app.inject({ method: 'POST', url: `/api/v1/tickets/${id}/messages`, headers: bearer(token), payload: { channel: 'email', message: '<p>late</p>' } });
    for (const token of [carla.token, writer.token]) {
      const late = await draftOn(token, first.id);
      assert.equal(late.statusCode, 409, late.body);
      assert.equal(late.json().code, 'TICKET_MERGED');
    }
    assert.equal((await draftOn(writer.token, target.id)).statusCode, 201, 'the target takes messages');
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
