import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mentionToken } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

let t: TestApp;
let customer: TestCustomer;
let ticketId: string;
let writer: TestAgent;
let colleague: TestAgent;
let assignee: TestAgent;
let moderator: TestAgent;
let viewer: TestAgent;
let outsider: TestAgent;
let otherTicketId: string;

const ALL_COMMENT_RIGHTS = ['tickets:tickets:view', 'tickets:comments:add', 'tickets:comments:edit'] as const;

async function raiseTicket(token: string, title = 'Printer on fire') {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(token), payload: { title, description: 'Smoke everywhere' } });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id as string;
}

before(async () => {
  t = await startTestApp();
  customer = await createCustomer(t, 'carla@example.com', undefined, 'Carla Customer');
  ticketId = await raiseTicket(customer.token);
  writer = await createAgent(t, ALL_COMMENT_RIGHTS, { name: 'Wendy Writer' });
  colleague = await createAgent(t, ALL_COMMENT_RIGHTS, { name: 'Colin Colleague' });
  assignee = await createAgent(t, ['tickets:tickets:view'], { name: 'Asha Assignee' });
  moderator = await createAgent(t, ['tickets:tickets:view', 'tickets:comments:delete'], { name: 'Mo Moderator' });
  viewer = await createAgent(t, ['tickets:tickets:view'], { name: 'Vic Viewer' });
  await t.app.db.updateTable('tickets').set({ assignee_id: assignee.id }).where('id', '=', ticketId).execute();
  const otherOrg = await createOrganization(t, 'Elsewhere Ltd');
  outsider = await createAgent(t, [...ALL_COMMENT_RIGHTS, 'tickets:comments:delete'], { name: 'Otto Outsider', organizationId: otherOrg });
  const otherCustomer = await createCustomer(t, 'olga@example.com', otherOrg, 'Olga Other');
  otherTicketId = await raiseTicket(otherCustomer.token, 'Other org ticket');
});
after(async () => {
  await t.close();
});

const commentsUrl = (id = ticketId) => `/api/v1/tickets/${id}/comments`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function eventsOf(type: string, commentId: string) {
  const rows = await t.app.db.selectFrom('domain_events').select('payload').where('type', '=', type).execute();
  return rows.map((r) => r.payload as { commentId: string; userId: string; ticketId: string }).filter((p) => p.commentId === commentId);
}

describe('comments: add, list, edit, delete', () => {
  test('an agent adds a note with mentions; colleagues see it oldest first with authors and mentions', async () => {
    const text = `  Please check the logs ${mentionToken(colleague)} and ${mentionToken(viewer)}, also ${mentionToken(writer)}  `;
    const added = await call('POST', commentsUrl(), writer.token, { text });
    assert.equal(added.statusCode, 201, added.body);
    const comment = added.json();
    assert.equal(comment.text, text.trim(), 'text is trimmed');
    assert.deepEqual(comment.author, { id: writer.id, name: 'Wendy Writer' });
    assert.deepEqual(comment.mentions.map((m: { name: string }) => m.name), ['Colin Colleague', 'Vic Viewer', 'Wendy Writer']);
    assert.equal(comment.editable, true);
    assert.equal(comment.deletable, false);
    assert.ok(Date.parse(comment.addedDate) > 0);

    const second = await call('POST', commentsUrl(), colleague.token, { text: 'On it.' });
    assert.equal(second.statusCode, 201);

    const list = await call('GET', commentsUrl(), viewer.token);
    assert.equal(list.statusCode, 200, list.body);
    const body = list.json();
    assert.equal(body.totalCount, 2);
    assert.equal(body.pageNumber, 1);
    assert.equal(body.pageSize, 50);
    assert.deepEqual(body.entities.map((c: { text: string }) => c.text), [text.trim(), 'On it.']);
    assert.equal(body.entities[0].editable, false, 'only the author can edit');
    assert.equal(body.entities[0].mentions.length, 3);

    // The author is not notified about mentioning themselves; the others are, once each.
    const mentioned = await eventsOf('comment.mentioned', comment.id);
    assert.deepEqual(mentioned.map((e) => e.userId).sort(), [colleague.id, viewer.id].sort());
    assert.equal(mentioned[0]!.ticketId, ticketId);
    // The assignee hears about the new comment; the second comment tells the earlier commenter too.
    assert.deepEqual((await eventsOf('comment.replied', comment.id)).map((e) => e.userId), [assignee.id]);
    assert.deepEqual((await eventsOf('comment.replied', second.json().id)).map((e) => e.userId).sort(), [assignee.id, writer.id].sort());
  });

  test('pages are honoured and capped', async () => {
    const page = await call('GET', `${commentsUrl()}?pageNumber=2&pageSize=1`, viewer.token);
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.json().entities.length, 1);
    assert.equal(page.json().entities[0].text, 'On it.');
    assert.equal(page.json().totalCount, 2);
    const capped = await call('GET', `${commentsUrl()}?pageSize=1000`, viewer.token);
    assert.equal(capped.json().pageSize, 100);
    assert.equal((await call('GET', `${commentsUrl()}?pageNumber=0`, viewer.token)).statusCode, 400);
  });

  test('editing replaces the mentions; only newly mentioned users are notified again', async () => {
    const added = (await call('POST', commentsUrl(), writer.token, { text: `Ping ${mentionToken(colleague)}` })).json();
    const edited = await call('PUT', `${commentsUrl()}/${added.id}`, writer.token, { text: `Ping ${mentionToken(viewer)} and ${mentionToken(colleague)}` });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(edited.json().mentions.map((m: { id: string }) => m.id), [viewer.id, colleague.id]);
    assert.ok(Date.parse(edited.json().updatedDate) >= Date.parse(added.updatedDate));
    const notified = await eventsOf('comment.mentioned', added.id);
    assert.deepEqual(notified.map((e) => e.userId).sort(), [colleague.id, viewer.id].sort(), 'colleague told once, viewer once');

    const dropped = await call('PUT', `${commentsUrl()}/${added.id}`, writer.token, { text: 'No pings any more' });
    assert.deepEqual(dropped.json().mentions, []);
    const rows = await t.app.db.selectFrom('ticket_comment_mentions').select('user_id').where('comment_id', '=', added.id).execute();
    assert.equal(rows.length, 0);
  });

  test('mentions of unknown ids, other organisations and disabled agents are ignored', async () => {
    const disabled = await createAgent(t, ['tickets:tickets:view'], { name: 'Dee Disabled' });
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
    const text = `${mentionToken(outsider)} ${mentionToken({ id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' })} ${mentionToken(disabled)} ${mentionToken(colleague)} @Colin plain`;
    const added = await call('POST', commentsUrl(), writer.token, { text });
    assert.equal(added.statusCode, 201, added.body);
    assert.deepEqual(added.json().mentions, [{ id: colleague.id, name: 'Colin Colleague' }]);
    assert.equal(added.json().text, text, 'unresolved tokens stay as written');
    assert.deepEqual((await eventsOf('comment.mentioned', added.json().id)).map((e) => e.userId), [colleague.id]);
  });

  test('blank and too long texts are refused on /text', async () => {
    for (const text of ['', '   \n\t ']) {
      const response = await call('POST', commentsUrl(), writer.token, { text });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'VALIDATION_FAILED');
      assert.deepEqual(response.json().details.map((d: { field: string }) => d.field), ['/text']);
    }
    const long = await call('POST', commentsUrl(), writer.token, { text: 'x'.repeat(10_001) });
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().details[0].field, '/text');
    assert.equal((await call('POST', commentsUrl(), writer.token, { text: ` ${'x'.repeat(10_000)} ` })).statusCode, 201);
    const nul = await call('POST', commentsUrl(), writer.token, { text: 'null\u0000byte' });
    assert.equal(nul.statusCode, 201, 'a NUL character is dropped, not a server error');
    assert.equal(nul.json().text, 'nullbyte');
    assert.equal((await call('GET', `${commentsUrl()}?pageNumber=1e300`, writer.token)).statusCode, 400);
    const missing = await call('POST', commentsUrl(), writer.token, {});
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().details[0].field, '/text');
  });

  test("only the author edits; a moderator deletes anyone's comment", async () => {
    const added = (await call('POST', commentsUrl(), writer.token, { text: `Mine ${mentionToken(colleague)}` })).json();
    const byColleague = await call('PUT', `${commentsUrl()}/${added.id}`, colleague.token, { text: 'Hijacked' });
    assert.equal(byColleague.statusCode, 403);
    assert.equal(byColleague.json().code, 'FORBIDDEN');
    const deleted = await call('DELETE', `${commentsUrl()}/${added.id}`, moderator.token);
    assert.equal(deleted.statusCode, 204);
    assert.equal((await call('DELETE', `${commentsUrl()}/${added.id}`, moderator.token)).statusCode, 404);
    assert.equal((await call('PUT', `${commentsUrl()}/${added.id}`, writer.token, { text: 'gone?' })).statusCode, 404);
    const left = await t.app.db.selectFrom('ticket_comment_mentions').select('user_id').where('comment_id', '=', added.id).execute();
    assert.equal(left.length, 0, 'mentions go with the comment');
    const list = (await call('GET', `${commentsUrl()}?pageSize=100`, moderator.token)).json();
    assert.ok(!list.entities.some((c: { id: string }) => c.id === added.id));
    assert.ok(list.entities.every((c: { deletable: boolean }) => c.deletable));
  });
});

describe('comments are internal', () => {
  test('the customer sees none of them through the hub ticket or the thread', async () => {
    const secret = 'INTERNAL-ONLY refund is approved';
    assert.equal((await call('POST', commentsUrl(), writer.token, { text: secret })).statusCode, 201);
    const ticket = await call('GET', `/api/v1/client/tickets/${ticketId}`, customer.token);
    assert.equal(ticket.statusCode, 200);
    const messages = await call('GET', `/api/v1/tickets/${ticketId}/messages`, customer.token);
    assert.equal(messages.statusCode, 200);
    const list = await call('GET', '/api/v1/client/tickets', customer.token);
    for (const response of [ticket, messages, list]) assert.ok(!response.body.includes('INTERNAL-ONLY'), response.body);
    // The comment endpoints themselves are agent-only.
    assert.equal((await call('GET', commentsUrl(), customer.token)).statusCode, 401);
    assert.equal((await call('POST', commentsUrl(), customer.token, { text: 'hello' })).statusCode, 401);
  });
});

describe('comments permission matrix', () => {
  let commentId: string;
  before(async () => {
    commentId = (await call('POST', commentsUrl(), writer.token, { text: 'matrix' })).json().id;
  });

  test('no token → 401 on every route', async () => {
    for (const [method, url, payload] of [
      ['GET', commentsUrl()],
      ['POST', commentsUrl(), { text: 'x' }],
      ['PUT', `${commentsUrl()}/${commentId}`, { text: 'x' }],
      ['DELETE', `${commentsUrl()}/${commentId}`],
    ] as const) {
      const response = await call(method, url, undefined, payload);
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(response.json().code, 'UNAUTHENTICATED');
    }
  });

  test('a customer token → 401 on every route', async () => {
    assert.equal((await call('PUT', `${commentsUrl()}/${commentId}`, customer.token, { text: 'x' })).statusCode, 401);
    assert.equal((await call('DELETE', `${commentsUrl()}/${commentId}`, customer.token)).statusCode, 401);
  });

  test('an agent without the permission → 403', async () => {
    const nobody = await createAgent(t, ['tickets:customers:view']);
    assert.equal((await call('GET', commentsUrl(), nobody.token)).statusCode, 403);
    assert.equal((await call('POST', commentsUrl(), viewer.token, { text: 'x' })).statusCode, 403, 'view is not add');
    assert.equal((await call('PUT', `${commentsUrl()}/${commentId}`, moderator.token, { text: 'x' })).statusCode, 403, 'delete is not edit');
    assert.equal((await call('DELETE', `${commentsUrl()}/${commentId}`, writer.token)).statusCode, 403, 'edit is not delete');
  });

  test('another organisation’s ticket or comment → 404', async () => {
    assert.equal((await call('GET', commentsUrl(), outsider.token)).statusCode, 404);
    assert.equal((await call('POST', commentsUrl(), outsider.token, { text: 'x' })).statusCode, 404);
    assert.equal((await call('PUT', `${commentsUrl()}/${commentId}`, outsider.token, { text: 'x' })).statusCode, 404);
    assert.equal((await call('DELETE', `${commentsUrl()}/${commentId}`, outsider.token)).statusCode, 404);
    assert.equal((await call('GET', commentsUrl(otherTicketId), writer.token)).statusCode, 404);
    // A comment id under the wrong ticket is not found either.
    assert.equal((await call('DELETE', `${commentsUrl(otherTicketId)}/${commentId}`, outsider.token)).statusCode, 404);
    assert.equal((await call('GET', '/api/v1/tickets/not-a-uuid/comments', writer.token)).statusCode, 400);
  });
});
