import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { mentionToken, type AgentNotification, type NotificationListResponse } from '@switchboard/shared/contracts';
import { NotificationProcessor, type NotificationPushSender } from '../src/features/notifications/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

/** Records what would have gone to agents' browsers. */
class RecordingPush implements NotificationPushSender {
  sent: { userId: string; target: string; args: unknown[] }[] = [];
  async sendToUser(userId: string, target: string, args: unknown[]): Promise<void> {
    this.sent.push({ userId, target, args });
  }
  to(userId: string): AgentNotification[] {
    return this.sent.filter((s) => s.userId === userId).map((s) => s.args[0] as AgentNotification);
  }
}

let t: TestApp;
let push: RecordingPush;
let customer: TestCustomer;
let alice: TestAgent; // supervisor: assigns, changes status, comments, replies
let bob: TestAgent; // the assignee
let carol: TestAgent; // a colleague who comments and gets mentioned
let dave: TestAgent; // uninvolved
let outsider: TestAgent; // another organisation
let statuses: { id: string; name: string }[];

const WORKER = ['tickets:tickets:view', 'tickets:tickets:edit', 'tickets:comments:add', 'tickets:messages:view', 'tickets:messages:add'] as const;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function raiseTicket(title = 'Printer on fire', token = customer.token): Promise<{ id: string; serialNumber: number }> {
  const response = await call('POST', '/api/v1/client/tickets', token, { title, description: 'Smoke   everywhere,\nplease help' });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

async function patchTicket(ticketId: string, token: string, patch: object) {
  const response = await call('PATCH', `/api/v1/tickets/${ticketId}`, token, patch);
  assert.equal(response.statusCode, 200, response.body);
}

async function comment(ticketId: string, token: string, text: string) {
  const response = await call('POST', `/api/v1/tickets/${ticketId}/comments`, token, { text });
  assert.equal(response.statusCode, 201, response.body);
}

/** A message written as a draft then sent, through the thread endpoints (customer or agent). */
async function sendMessage(ticketId: string, token: string, html: string, emailConfig?: object) {
  const draft = await call('POST', `/api/v1/tickets/${ticketId}/messages`, token, { channel: 'email', message: html, ...(emailConfig ? { emailConfig } : {}) });
  assert.equal(draft.statusCode, 201, draft.body);
  const sent = await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${ticketId}/messages/${draft.json().id}/send`, headers: { ...bearer(token), 'content-type': 'application/json' } });
  assert.equal(sent.statusCode, 200, sent.body);
}

async function list(agent: TestAgent, query = ''): Promise<NotificationListResponse> {
  const response = await call('GET', `/api/v1/notifications${query}`, agent.token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** Everything the agent has, newest first. */
async function all(agent: TestAgent): Promise<AgentNotification[]> {
  return (await list(agent, '?pageSize=100')).entities;
}

async function ofTicket(agent: TestAgent, ticketId: string): Promise<AgentNotification[]> {
  return (await all(agent)).filter((n) => n.ticket?.id === ticketId);
}

before(async () => {
  t = await startTestApp();
  push = new RecordingPush();
  t.app.notifications.setPushSender(push);
  customer = await createCustomer(t, 'carla@example.com', undefined, 'Carla Customer');
  alice = await createAgent(t, WORKER, { name: 'Alice Admin' });
  bob = await createAgent(t, WORKER, { name: 'Bob Assignee' });
  carol = await createAgent(t, WORKER, { name: 'Carol Colleague' });
  dave = await createAgent(t, WORKER, { name: 'Dave Bystander' });
  const otherOrg = await createOrganization(t, 'Elsewhere Ltd');
  outsider = await createAgent(t, WORKER, { name: 'Otto Outsider', organizationId: otherOrg });
  statuses = (await call('GET', '/api/v1/statuses', alice.token)).json().entities;
  // Nothing raised by the setup itself (tickets created by a customer notify no one).
  await t.app.notifications.drain();
});
after(async () => {
  await t?.close();
});

describe('notifications raised by what agents and customers do', () => {
  test('assigning a ticket tells the new assignee (with actor and ticket), pushes the same object, and not the assigner', async () => {
    const ticket = await raiseTicket('Assign me');
    await patchTicket(ticket.id, alice.token, { assigneeId: bob.id });
    await t.app.notifications.drain();

    const [assigned, ...rest] = await ofTicket(bob, ticket.id);
    assert.equal(rest.length, 0);
    assert.ok(assigned);
    assert.equal(assigned.type, 'ticket_assigned');
    assert.equal(assigned.header, 'Alice Admin assigned a ticket to you');
    assert.equal(assigned.message, 'Smoke everywhere, please help');
    assert.equal(assigned.isRead, false);
    assert.deepEqual(assigned.actor, { id: alice.id, name: 'Alice Admin', profilePicture: null });
    assert.deepEqual(assigned.ticket, { id: ticket.id, serialNumber: ticket.serialNumber, name: 'Assign me' });
    assert.ok(!Number.isNaN(Date.parse(assigned.addedDate)));

    const pushed = push.sent.filter((s) => s.userId === bob.id && (s.args[0] as AgentNotification).id === assigned.id);
    assert.equal(pushed.length, 1);
    assert.equal(pushed[0]!.target, 'ReceiveMessage');
    assert.deepEqual(pushed[0]!.args, [assigned]);
    assert.deepEqual(await ofTicket(alice, ticket.id), []);
    assert.equal(push.to(alice.id).filter((n) => n.ticket?.id === ticket.id).length, 0);
  });

  test('assigning a ticket to yourself, or creating it assigned to yourself, raises nothing', async () => {
    const ticket = await raiseTicket('Mine');
    await patchTicket(ticket.id, alice.token, { assigneeId: alice.id });
    const created = await call('POST', '/api/v1/tickets', alice.token, { customerId: customer.id, title: 'Created for me', description: 'x', assigneeId: alice.id });
    await t.app.notifications.drain();
    const mine = await all(alice);
    assert.equal(mine.filter((n) => n.ticket?.id === ticket.id || n.ticket?.id === created.json().id).length, 0);
  });

  test('a status change tells the assignee and the watchers (commenters, mentioned agents), never the one who changed it', async () => {
    const ticket = await raiseTicket('Status watch');
    await patchTicket(ticket.id, alice.token, { assigneeId: bob.id });
    // Carol wrote a comment that mentions Dave: both now watch the ticket.
    await comment(ticket.id, carol.token, `Looking at this with ${mentionToken(dave)}`);
    await t.app.notifications.drain();
    const target = statuses.find((s) => s.name !== 'Open') ?? statuses[1]!;
    await patchTicket(ticket.id, alice.token, { statusId: target.id });
    await t.app.notifications.drain();

    for (const agent of [bob, carol, dave]) {
      const updates = (await ofTicket(agent, ticket.id)).filter((n) => n.type === 'status_update');
      assert.equal(updates.length, 1, agent.name);
      assert.equal(updates[0]!.header, 'Alice Admin changed the status of a ticket');
      assert.equal(updates[0]!.message, `Open → ${target.name}`);
      assert.equal(updates[0]!.actor?.id, alice.id);
    }
    assert.equal((await ofTicket(alice, ticket.id)).length, 0);

    // When a watcher changes the status, the others hear of it and they do not.
    const back = statuses.find((s) => s.name === 'Open')!;
    await patchTicket(ticket.id, carol.token, { statusId: back.id });
    await t.app.notifications.drain();
    assert.equal((await ofTicket(carol, ticket.id)).filter((n) => n.type === 'status_update').length, 1);
    assert.equal((await ofTicket(bob, ticket.id)).filter((n) => n.type === 'status_update').length, 2);
  });

  test('a comment mention tells the mentioned agents; the assignee hears of the comment as a note; the author of neither', async () => {
    const ticket = await raiseTicket('Mentions');
    await patchTicket(ticket.id, alice.token, { assigneeId: bob.id });
    await comment(ticket.id, carol.token, `Can you check ${mentionToken(alice)}?  Thanks ${mentionToken(carol)}`);
    await t.app.notifications.drain();

    const [mention, ...more] = await ofTicket(alice, ticket.id);
    assert.equal(more.length, 0);
    assert.equal(mention!.type, 'comment_mention');
    assert.equal(mention!.header, 'Carol Colleague mentioned you in a comment');
    assert.equal(mention!.message, 'Can you check @Alice Admin? Thanks @Carol Colleague');
    assert.equal(mention!.actor?.name, 'Carol Colleague');

    const bobs = (await ofTicket(bob, ticket.id)).filter((n) => n.type !== 'ticket_assigned');
    // An internal note is a note, not a reply to the customer.
    assert.deepEqual(bobs.map((n) => [n.type, n.header]), [['comment_note', 'Carol Colleague added an internal note on a ticket you follow']]);
    assert.equal((await ofTicket(carol, ticket.id)).length, 0);
    assert.equal((await ofTicket(dave, ticket.id)).length, 0);
  });

  test("a customer's reply in the hub tells the assignee, with the customer as actor", async () => {
    const ticket = await raiseTicket('Customer writes');
    await patchTicket(ticket.id, alice.token, { assigneeId: bob.id });
    await sendMessage(ticket.id, customer.token, '<p>Any <b>news</b>?</p><p>It&#39;s urgent &amp; broken</p>');
    await t.app.notifications.drain();

    const reply = (await ofTicket(bob, ticket.id)).find((n) => n.type === 'comment_reply');
    assert.ok(reply);
    assert.equal(reply.header, 'Carla Customer replied on your ticket');
    assert.equal(reply.message, "Any news? It's urgent & broken");
    assert.deepEqual(reply.actor, { id: customer.id, name: 'Carla Customer', profilePicture: null });
    assert.deepEqual(push.to(bob.id).find((n) => n.id === reply.id), reply);
    // Nobody else was told.
    for (const agent of [alice, carol, dave]) assert.equal((await ofTicket(agent, ticket.id)).length, 0, agent.name);
  });

  test("another agent's reply to the customer tells the assignee; the assignee's own reply tells no one", async () => {
    const ticket = await raiseTicket('Agent writes');
    await patchTicket(ticket.id, alice.token, { assigneeId: bob.id });
    await sendMessage(ticket.id, carol.token, '<p>We are on it</p>');
    await sendMessage(ticket.id, bob.token, '<p>Fixed now</p>');
    await t.app.notifications.drain();
    const replies = (await ofTicket(bob, ticket.id)).filter((n) => n.type === 'comment_reply');
    assert.deepEqual(replies.map((n) => [n.header, n.message, n.actor?.id]), [['Carol Colleague sent a reply on your ticket', 'We are on it', carol.id]]);
    assert.equal((await ofTicket(carol, ticket.id)).length, 0);
  });

  test('a disabled agent is not notified', async () => {
    const ticket = await raiseTicket('Disabled');
    const gone = await createAgent(t, WORKER, { name: 'Gina Gone' });
    await patchTicket(ticket.id, alice.token, { assigneeId: gone.id });
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', gone.id).execute();
    await t.app.notifications.drain();
    const count = await t.app.db.selectFrom('notifications').select(t.app.db.fn.countAll<number>().as('n')).where('recipient_id', '=', gone.id).executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 0);
  });
});

describe('reading and marking your notifications', () => {
  let erin: TestAgent;
  const ticketIds: string[] = [];

  before(async () => {
    erin = await createAgent(t, WORKER, { name: 'Erin Reader' });
    // 12 assignments, one ticket each, processed in one round: newest first follows when each happened.
    for (let i = 1; i <= 12; i++) {
      const ticket = await raiseTicket(`Paging ${i}`);
      ticketIds.push(ticket.id);
      await patchTicket(ticket.id, alice.token, { assigneeId: erin.id });
    }
    await t.app.notifications.drain();
  });

  test('pages come newest first with the total and the unread count; the page size is capped', async () => {
    const first = await list(erin, '?pageNumber=1&pageSize=5');
    assert.equal(first.totalCount, 12);
    assert.equal(first.unreadCount, 12);
    assert.deepEqual(first.entities.map((n) => n.ticket?.name), ['Paging 12', 'Paging 11', 'Paging 10', 'Paging 9', 'Paging 8']);
    const third = await list(erin, '?pageNumber=3&pageSize=5');
    assert.deepEqual(third.entities.map((n) => n.ticket?.name), ['Paging 2', 'Paging 1']);
    assert.deepEqual((await list(erin, '?pageNumber=4&pageSize=5')).entities, []);
    const byDefault = await list(erin);
    assert.equal(byDefault.entities.length, 10);
    assert.equal(byDefault.pageSize, 10);
    assert.equal((await list(erin, '?pageSize=1000')).pageSize, 100);
  });

  test('marking one read moves it from unread to read; read-all clears the rest', async () => {
    const newest = (await list(erin, '?pageSize=1')).entities[0]!;
    const marked = await call('POST', `/api/v1/notifications/${newest.id}/read`, erin.token);
    assert.equal(marked.statusCode, 200, marked.body);
    assert.deepEqual(marked.json(), { ...newest, isRead: true });
    // Twice is harmless.
    assert.equal((await call('POST', `/api/v1/notifications/${newest.id}/read`, erin.token)).statusCode, 200);

    const unread = await list(erin, '?isRead=false&pageSize=100');
    assert.equal(unread.totalCount, 11);
    assert.equal(unread.unreadCount, 11);
    assert.ok(unread.entities.every((n) => !n.isRead && n.id !== newest.id));
    const read = await list(erin, '?isRead=true');
    assert.deepEqual(read.entities.map((n) => n.id), [newest.id]);
    assert.equal(read.totalCount, 1);
    assert.equal(read.unreadCount, 11);

    const all = await call('POST', '/api/v1/notifications/read-all', erin.token);
    assert.equal(all.statusCode, 200, all.body);
    assert.deepEqual(all.json(), { updated: 11, unreadCount: 0 });
    assert.equal((await list(erin, '?isRead=false')).totalCount, 0);
    assert.equal((await list(erin, '?isRead=true')).totalCount, 12);
    // Read-all touched only Erin's.
    assert.ok((await list(bob)).unreadCount > 0);
  });

  test("another agent's notification answers 404, to a colleague and to another organisation", async () => {
    const bobs = (await list(bob)).entities[0]!;
    for (const agent of [erin, outsider]) {
      const response = await call('POST', `/api/v1/notifications/${bobs.id}/read`, agent.token);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'NOT_FOUND');
    }
    assert.equal((await call('POST', `/api/v1/notifications/${randomUUID()}/read`, erin.token)).statusCode, 404);
    assert.equal((await list(bob)).entities[0]!.isRead, false);
    assert.equal((await list(outsider)).totalCount, 0);
  });

  test('bad input and missing or customer credentials are refused with a code', async () => {
    const bad = await call('POST', '/api/v1/notifications/not-a-uuid/read', erin.token);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'VALIDATION_FAILED');
    for (const query of ['?pageSize=0', '?pageNumber=0', '?isRead=maybe']) {
      const response = await call('GET', `/api/v1/notifications${query}`, erin.token);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().code, 'VALIDATION_FAILED');
    }
    assert.equal((await call('GET', '/api/v1/notifications')).statusCode, 401);
    assert.equal((await call('POST', '/api/v1/notifications/read-all', customer.token)).statusCode, 401);
  });
});

describe('processing is idempotent and shared safely', () => {
  test('processing the same events again creates and pushes nothing new', async () => {
    const ticket = await raiseTicket('Twice');
    await patchTicket(ticket.id, alice.token, { assigneeId: bob.id });
    await comment(ticket.id, carol.token, `Hi ${mentionToken(dave)}`);
    await t.app.notifications.drain();
    const stored = await t.app.db.selectFrom('notifications').select('id').execute();
    const pushes = push.sent.length;

    // As if a crash lost the processed marks: every event is handed over again.
    await t.app.db.updateTable('domain_events').set({ processed_at: null }).execute();
    const again = await t.app.notifications.drain();
    assert.ok(again.events > 0);
    assert.equal(again.notifications, 0);
    assert.equal((await t.app.db.selectFrom('notifications').select('id').execute()).length, stored.length);
    assert.equal(push.sent.length, pushes);
  });

  test('two processors (two api instances) draining together raise each notification once', async () => {
    const tickets = [];
    for (let i = 0; i < 6; i++) tickets.push(await raiseTicket(`Race ${i}`));
    for (const ticket of tickets) await patchTicket(ticket.id, alice.token, { assigneeId: dave.id });
    const otherPush = new RecordingPush();
    const other = new NotificationProcessor(t.app.db, () => otherPush, t.app.log);
    const before = push.sent.length;
    await Promise.all([t.app.notifications.drain(), other.drain()]);
    for (const ticket of tickets) {
      const mine = (await ofTicket(dave, ticket.id)).filter((n) => n.type === 'ticket_assigned');
      assert.equal(mine.length, 1);
    }
    // Dave's assignments (the administrator also hears of the new tickets nobody had yet).
    const pushedIds = [...push.sent.slice(before), ...otherPush.sent].filter((s) => s.userId === dave.id).map((s) => (s.args[0] as AgentNotification).id);
    assert.equal(pushedIds.length, tickets.length);
    assert.equal(new Set(pushedIds).size, tickets.length);
  });

  test('a failing push leaves the notification in the list', async () => {
    t.app.notifications.setPushSender({ sendToUser: async () => Promise.reject(new Error('hub down')) });
    try {
      const ticket = await raiseTicket('Push fails');
      await patchTicket(ticket.id, alice.token, { assigneeId: bob.id });
      const result = await t.app.notifications.drain();
      // Bob's assignment, and the administrator's new unassigned ticket.
      assert.equal(result.notifications, 2);
      assert.equal((await ofTicket(bob, ticket.id)).length, 1);
    } finally {
      t.app.notifications.setPushSender(push);
    }
  });
});

describe('old events', () => {
  test('events processed more than 30 days ago are deleted; recent and pending ones stay', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const event = (processedAt: Date | null) => ({
      organization_id: alice.organizationId,
      type: 'test.retention',
      payload: JSON.stringify({}),
      created_at: daysAgo(40),
      processed_at: processedAt,
    });
    const rows = await t.app.db
      .insertInto('domain_events')
      .values([event(daysAgo(31)), event(daysAgo(29)), event(null)])
      .returning('id')
      .execute();
    const [old, recent, pending] = rows.map((row) => row.id);

    assert.ok((await t.app.notifications.pruneProcessedEvents()) >= 1);
    const left = new Set((await t.app.db.selectFrom('domain_events').select('id').where('id', 'in', [old!, recent!, pending!]).execute()).map((row) => row.id));
    assert.deepEqual([left.has(old!), left.has(recent!), left.has(pending!)], [false, true, true]);
  });
});
