import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Permission } from '@switchboard/shared/contracts';
import { SlaWorker } from '../src/features/service-levels/engine/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// The service-level engine under a driven clock (no sleeping): a Mon–Fri 09:00–17:00 schedule in
// Europe/Berlin, 4 business hours to a first response and 16 to resolution for Medium tickets.

/** The clock the app and the worker read; tests move it. */
let clock = new Date('2026-11-20T15:00:00Z'); // Friday 16:00 in Berlin
const t = testAppForSuite({}, { clock: () => new Date(clock) }, async () => {
  organizationId = await createOrganization(t, 'Service levels (engine)');
  const statuses = await t.app.db
    .insertInto('statuses')
    .values([
      { organization_id: organizationId, name: 'Waiting on customer', color: '#ad4e00', kind: 'pending', pauses_sla: true, position: 1 },
      { organization_id: organizationId, name: 'Working', color: '#0958d9', kind: 'open', position: 2 },
      { organization_id: organizationId, name: 'Resolved', color: '#237804', kind: 'resolved', position: 3 },
    ])
    .returning(['id', 'name'])
    .execute();
  const byName = Object.fromEntries(statuses.map((s) => [s.name, s.id]));
  waiting = byName['Waiting on customer']!;
  working = byName.Working!;
  resolved = byName.Resolved!;
  supervisor = await createAgent(t, AGENT, { organizationId, name: 'Sam Supervisor' });
  assignee = await createAgent(t, AGENT, { organizationId, name: 'Ada Assignee' });
  member = await createAgent(t, AGENT, { organizationId, name: 'Gus Groupmember' });
  named = await createAgent(t, AGENT, { organizationId, name: 'Nia Named' });
  const group = await t.app.db.insertInto('user_groups').values({ organization_id: organizationId, name: 'First line' }).returning('id').executeTakeFirstOrThrow();
  groupId = group.id;
  await t.app.db.insertInto('user_group_members').values({ organization_id: organizationId, group_id: groupId, user_id: member.id }).execute();
  customer = await createCustomer(t, 'sla.customer@example.com', organizationId, 'Cleo Customer');
  const schedule = await t.app.db
    .insertInto('schedules')
    .values({
      organization_id: organizationId,
      name: 'Office hours',
      time_zone: 'Europe/Berlin',
      weekly: JSON.stringify([1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' }))),
      holidays: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const target = (first: number, resolution: number) => ({ firstResponseMinutes: first, nextResponseMinutes: 120, resolutionMinutes: resolution });
  await t.app.db
    .insertInto('sla_policies')
    .values({
      organization_id: organizationId,
      name: 'Standard',
      position: 1,
      enabled: true,
      schedule_id: schedule.id,
      conditions: JSON.stringify({ priorities: [], categoryIds: [], customerIds: [], userGroupIds: [] }),
      targets: JSON.stringify({ Low: target(480, 2400), Medium: target(240, 960), High: target(120, 480), Critical: target(60, 240) }),
      escalations: JSON.stringify([
        { timing: 'before', target: 'firstResponse', minutes: 60, notifyAssignee: true, notifyGroup: false, userIds: [], mail: false },
        { timing: 'onTime', target: 'firstResponse', minutes: 0, notifyAssignee: false, notifyGroup: true, userIds: [], mail: false },
        { timing: 'after', target: 'firstResponse', minutes: 30, notifyAssignee: false, notifyGroup: false, userIds: [named.id], mail: true },
      ]),
    })
    .execute();
});

const AGENT: Permission[] = ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit', 'tickets:messages:view', 'tickets:messages:add'];
let organizationId: string;
let waiting: string;
let working: string;
let resolved: string;
let supervisor: TestAgent;
let assignee: TestAgent;
let member: TestAgent;
let named: TestAgent;
let groupId: string;
let customer: TestCustomer;

const at = (iso: string) => {
  clock = new Date(iso);
};
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function newTicket(title: string): Promise<{ id: string; serialNumber: number; resolutionDueDate: string | null }> {
  const response = await call('POST', 'tickets', supervisor.token, { title, description: `${title}, please`, customerId: customer.id, assigneeId: assignee.id, userGroupId: groupId });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}
const slaOf = (ticketId: string) => t.app.db.selectFrom('ticket_slas').selectAll().where('ticket_id', '=', ticketId).executeTakeFirstOrThrow();
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

async function notified(agent: TestAgent, ticketId: string): Promise<string[]> {
  const rows = await t.app.db.selectFrom('notifications').select('type').where('recipient_id', '=', agent.id).where('ticket_id', '=', ticketId).orderBy('created_at').execute();
  return rows.map((row) => row.type);
}

async function settle(): Promise<void> {
  await t.app.sla.drain();
  await t.app.notifications.drain();
}

describe('service-level targets', () => {
  test('a ticket raised Friday 16:00 with 4 business hours to a first response is due Monday 12:00; resolution follows the policy', async () => {
    at('2026-11-20T15:00:00Z');
    const ticket = await newTicket('Printer on fire');
    const sla = await slaOf(ticket.id);
    assert.equal(iso(sla.first_response_due_at), '2026-11-23T11:00:00.000Z'); // Monday 12:00 Berlin
    // 16 business hours: Friday's last hour, Monday's eight, Tuesday's seven → Tuesday 16:00.
    assert.equal(iso(sla.resolution_due_at), '2026-11-24T15:00:00.000Z');
    assert.equal(ticket.resolutionDueDate, '2026-11-24T15:00:00.000Z', 'the create answer carries the policy’s date');
    const hub = await t.app.inject({ method: 'GET', url: `/api/v1/client/tickets/${ticket.id}`, headers: bearer(customer.token) });
    assert.equal(hub.json().resolutionDueDate, '2026-11-24T15:00:00.000Z', 'the customer sees the same date');
  });

  test('a pausing status stops the clock; leaving it moves the due dates by the paused business time', async () => {
    at('2026-11-23T08:00:00Z'); // Monday 09:00
    const ticket = await newTicket('Paused one');
    assert.equal(iso((await slaOf(ticket.id)).first_response_due_at), '2026-11-23T12:00:00.000Z');
    at('2026-11-23T09:00:00Z'); // 10:00: waiting on the customer
    assert.equal((await call('PATCH', `tickets/${ticket.id}`, supervisor.token, { statusId: waiting })).statusCode, 200);
    const paused = await slaOf(ticket.id);
    assert.ok(paused.paused_at);
    assert.equal(paused.first_response_due_at, null);
    at('2026-11-23T11:00:00Z'); // 12:00: two business hours later, working again
    assert.equal((await call('PATCH', `tickets/${ticket.id}`, supervisor.token, { statusId: working })).statusCode, 200);
    assert.equal(iso((await slaOf(ticket.id)).first_response_due_at), '2026-11-23T14:00:00.000Z');
  });

  test('the first agent reply meets the first response; resolving meets resolution and stops escalating', async () => {
    at('2026-11-24T08:00:00Z');
    const ticket = await newTicket('Answered one');
    const draft = await call('POST', `tickets/${ticket.id}/messages`, assignee.token, { channel: 'email', message: '<p>On it</p>', emailConfig: { to: ['sla.customer@example.com'] } });
    assert.equal(draft.statusCode, 201, draft.body);
    at('2026-11-24T08:30:00Z');
    const sent = await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${ticket.id}/messages/${draft.json().id}/send`, headers: { ...bearer(assignee.token), 'content-type': 'application/json' } });
    assert.equal(sent.statusCode, 200, sent.body);
    const answered = await slaOf(ticket.id);
    assert.equal(iso(answered.first_response_at), '2026-11-24T08:30:00.000Z');
    assert.equal(answered.first_response_due_at, null);
    assert.equal(await t.app.db.selectFrom('sla_escalations').select('id').where('ticket_id', '=', ticket.id).where('target', '=', 'firstResponse').where('fired_at', 'is', null).executeTakeFirst(), undefined);

    assert.equal((await call('PATCH', `tickets/${ticket.id}`, supervisor.token, { statusId: resolved })).statusCode, 200);
    const done = await slaOf(ticket.id);
    assert.ok(done.resolved_at);
    assert.equal(done.next_due_at, null);
  });
});

describe('outcomes the dashboards count', () => {
  async function reply(ticketId: string): Promise<void> {
    const draft = await call('POST', `tickets/${ticketId}/messages`, assignee.token, { channel: 'email', message: '<p>Looking into it</p>', emailConfig: { to: ['sla.customer@example.com'] } });
    assert.equal(draft.statusCode, 201, draft.body);
    const sent = await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${ticketId}/messages/${draft.json().id}/send`, headers: { ...bearer(assignee.token), 'content-type': 'application/json' } });
    assert.equal(sent.statusCode, 200, sent.body);
  }
  async function outcomes(): Promise<{ met: number; breached: number }> {
    const row = await t.app.db
      .selectFrom('analytics_rollup')
      .select((eb) => [eb.fn.sum<number>('sla_met').as('met'), eb.fn.sum<number>('sla_breached').as('breached')])
      .where('organization_id', '=', organizationId)
      .where('grain', '=', 'day')
      .where('dimension', '=', 'all')
      .executeTakeFirstOrThrow();
    return { met: Number(row.met ?? 0), breached: Number(row.breached ?? 0) };
  }

  test('a first response given after its due date marks the ticket as having missed its SLA; resolved, the trend counts one met and one missed', async () => {
    await t.app.analytics.drain();
    const before = await outcomes();
    at('2026-11-25T08:00:00Z'); // Wednesday 09:00 Berlin: first responses due 13:00
    const inTime = await newTicket('Answered in time');
    const late = await newTicket('Answered late');
    at('2026-11-25T10:00:00Z');
    await reply(inTime.id);
    at('2026-11-25T14:00:00Z'); // 15:00: two business hours past the due date
    await reply(late.id);
    assert.equal((await slaOf(inTime.id)).missed, false);
    assert.equal((await slaOf(late.id)).missed, true);
    for (const ticket of [inTime, late]) assert.equal((await call('PATCH', `tickets/${ticket.id}`, supervisor.token, { statusId: resolved })).statusCode, 200);
    await t.app.analytics.drain();
    const after = await outcomes();
    assert.deepEqual({ met: after.met - before.met, breached: after.breached - before.breached }, { met: 1, breached: 1 });
  });
});

describe('the next response', () => {
  test('a customer writing after the first answer starts the next-response target; the agent’s reply meets it', async () => {
    at('2026-12-03T08:00:00Z'); // Thursday 09:00
    const ticket = await newTicket('Back and forth');
    const send = async (token: string, html: string, emailConfig?: object) => {
      const draft = await call('POST', `tickets/${ticket.id}/messages`, token, { channel: 'email', message: html, ...(emailConfig ? { emailConfig } : {}) });
      assert.equal(draft.statusCode, 201, draft.body);
      const sent = await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${ticket.id}/messages/${draft.json().id}/send`, headers: { ...bearer(token), 'content-type': 'application/json' } });
      assert.equal(sent.statusCode, 200, sent.body);
    };
    at('2026-12-03T08:30:00Z');
    await send(assignee.token, '<p>Looking into it</p>', { to: ['sla.customer@example.com'] });
    assert.equal((await slaOf(ticket.id)).next_response_due_at, null, 'nothing awaited after the first answer');

    at('2026-12-03T09:00:00Z'); // 10:00: the customer writes back
    await send(customer.token, '<p>Any news?</p>');
    const awaited = await slaOf(ticket.id);
    // 120 business minutes (the policy's next-response target) after the customer's message.
    assert.equal(iso(awaited.next_response_due_at), '2026-12-03T11:00:00.000Z');
    assert.equal(iso(awaited.next_due_at), '2026-12-03T11:00:00.000Z');

    at('2026-12-03T10:00:00Z');
    await send(assignee.token, '<p>Fixed</p>', { to: ['sla.customer@example.com'] });
    assert.equal((await slaOf(ticket.id)).next_response_due_at, null, 'the reply meets it');
  });
});

describe('escalations', () => {
  test('before, on time and after fire once each, to the assignee, the group and the named agent, across a crash and two workers', async () => {
    at('2026-11-25T08:00:00Z'); // Wednesday 09:00: first response due 13:00
    const ticket = await newTicket('Escalating one');

    at('2026-11-25T10:59:00Z'); // 11:59: nothing due yet
    await settle();
    assert.deepEqual(await notified(assignee, ticket.id), ['ticket_assigned']);

    at('2026-11-25T11:00:00Z'); // 12:00: one hour before → the assignee
    // A worker dies between claiming the escalation and committing: nothing is lost.
    const crashing = new SlaWorker(t.app.db, () => new Date(clock), () => {}, t.app.log);
    await assert.rejects(crashing.fireDue(10, () => {
      throw new Error('killed');
    }));
    assert.equal((await t.app.db.selectFrom('sla_escalations').select('fired_at').where('ticket_id', '=', ticket.id).where('timing', '=', 'before').executeTakeFirstOrThrow()).fired_at, null);
    await settle();
    assert.deepEqual(await notified(assignee, ticket.id), ['ticket_assigned', 'ticket_escalation_before']);

    at('2026-11-25T12:00:00Z'); // 13:00: on time → the group's members
    at('2026-11-25T12:30:00Z'); // 13:30: 30 minutes after → the named agent, also by mail
    // Two workers (two api instances) drain at once: each escalation still fires once.
    const other = new SlaWorker(t.app.db, () => new Date(clock), () => {}, t.app.log);
    await Promise.all([t.app.sla.drain(), other.drain()]);
    await t.app.notifications.drain();
    await settle();
    assert.deepEqual(await notified(member, ticket.id), ['ticket_group_assigned', 'ticket_escalation_on_time']);
    assert.deepEqual(await notified(named, ticket.id), ['ticket_escalation_after']);
    assert.deepEqual(await notified(assignee, ticket.id), ['ticket_assigned', 'ticket_escalation_before']);
    const fired = await t.app.db.selectFrom('sla_escalations').select(['timing', 'fired_at']).where('ticket_id', '=', ticket.id).execute();
    assert.deepEqual(fired.map((row) => row.timing).sort(), ['after', 'before', 'onTime']);
    assert.ok(fired.every((row) => row.fired_at));
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'agent.escalation')
      .where('to_address', '=', named.email)
      .where('subject', 'like', `[#${ticket.serialNumber}]%`)
      .execute();
    assert.equal(mail.length, 1);
    assert.match(mail[0]!.subject, /overdue/);

    // A later change of the ticket recomputes the period, but what fired does not fire again.
    assert.equal((await call('PATCH', `tickets/${ticket.id}`, supervisor.token, { priority: 'Low' })).statusCode, 200);
    await settle();
    assert.deepEqual(await notified(named, ticket.id), ['ticket_escalation_after']);
  });
});

describe('badges, sorting and filtering, and policy changes', () => {
  test('the list carries each ticket’s badge; "breached" and "due within the hour" filter it and slaDue sorts the soonest first', async () => {
    at('2026-11-30T08:00:00Z'); // Monday 09:00
    const early = await newTicket('Due first');
    at('2026-11-30T09:00:00Z'); // 10:00
    const later = await newTicket('Due later');
    at('2026-11-30T11:30:00Z'); // 12:30: the first is due 13:00, the second 14:00
    const search = async (body: object) => {
      const response = await call('POST', 'tickets/search', supervisor.token, { pageSize: 100, ...body });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().entities as { id: string; sla: { target: string; remainingMs: number; breached: boolean; running: boolean } | null }[];
    };
    const soon = await search({ filters: { sla: 'dueSoon' } });
    assert.deepEqual(soon.map((ticket) => ticket.id), [early.id]);
    assert.equal(soon[0]!.sla!.target, 'firstResponse');
    assert.equal(soon[0]!.sla!.remainingMs, 30 * 60_000, 'business time left at the clock of the request');
    assert.equal(soon[0]!.sla!.running, true);

    const ordered = (await search({ sort: { field: 'slaDue', order: 'asc' } })).map((ticket) => ticket.id);
    assert.ok(ordered.indexOf(early.id) < ordered.indexOf(later.id));

    at('2026-11-30T12:30:00Z'); // 13:30: the first is past due
    const breached = (await search({ filters: { sla: 'breached' } })).map((ticket) => ticket.id);
    assert.ok(breached.includes(early.id));
    assert.ok(!breached.includes(later.id));
    const details = await call('GET', `tickets/${early.id}`, supervisor.token);
    assert.equal(details.json().sla.breached, true);
    assert.ok(details.json().sla.remainingMs < 0);
  });

  test('changing a policy recomputes its open tickets in the background, and the history says so', async () => {
    at('2026-12-01T08:00:00Z'); // Tuesday 09:00
    const ticket = await newTicket('Recomputed');
    assert.equal(iso((await slaOf(ticket.id)).first_response_due_at), '2026-12-01T12:00:00.000Z');
    const admin = await createAgent(t, ['tickets:sla:view', 'tickets:sla:edit', 'organization:schedules:view'], { organizationId, name: 'Pia Policy' });
    const policy = await t.app.db.selectFrom('sla_policies').selectAll().where('organization_id', '=', organizationId).executeTakeFirstOrThrow();
    const targets = policy.targets as Record<string, Record<string, number | null>>;
    const changed = await call('PUT', `slas/${policy.id}`, admin.token, {
      name: policy.name,
      scheduleId: policy.schedule_id,
      conditions: policy.conditions,
      targets: { ...targets, Medium: { ...targets.Medium, firstResponseMinutes: 60, resolutionMinutes: 480 } },
      escalations: policy.escalations,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await slaOf(ticket.id)).stale, true);
    await t.app.sla.drain();
    const after = await slaOf(ticket.id);
    assert.equal(after.stale, false);
    assert.equal(iso(after.first_response_due_at), '2026-12-01T09:00:00.000Z');
    const entries = await t.app.db.selectFrom('ticket_history').select(['field', 'actor_name']).where('ticket_id', '=', ticket.id).where('field', '=', 'resolutionDueDate').execute();
    assert.deepEqual(entries, [{ field: 'resolutionDueDate', actor_name: 'Service levels' }]);
  });

  test('a complaint from the hub is planned with the policy and the default status as they are when it comes in', async () => {
    at('2026-12-01T08:00:00Z'); // Tuesday 09:00
    const admin = await createAgent(t, ['tickets:sla:view', 'tickets:sla:edit', 'organization:schedules:view', 'tickets:status:view', 'tickets:status:edit'], { organizationId, name: 'Hana Hub-settings' });
    const complain = async (title: string) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title, description: 'From the hub' } });
      assert.equal(response.statusCode, 201, response.body);
      return response.json() as { id: string; resolutionDueDate: string | null };
    };
    const policy = await t.app.db.selectFrom('sla_policies').selectAll().where('organization_id', '=', organizationId).executeTakeFirstOrThrow();
    const targets = policy.targets as Record<string, Record<string, number | null>>;
    const withResolution = (minutes: number) =>
      call('PUT', `slas/${policy.id}`, admin.token, {
        name: policy.name,
        scheduleId: policy.schedule_id,
        conditions: policy.conditions,
        targets: { ...targets, Medium: { ...targets.Medium, resolutionMinutes: minutes } },
        escalations: policy.escalations,
      });

    assert.equal((await withResolution(120)).statusCode, 200);
    assert.equal((await complain('Two hours')).resolutionDueDate, '2026-12-01T10:00:00.000Z');
    assert.equal((await withResolution(240)).statusCode, 200);
    assert.equal((await complain('Four hours')).resolutionDueDate, '2026-12-01T12:00:00.000Z', 'the next complaint has the changed target');

    // A pausing status made the default: the next complaint starts with its clock stopped.
    const statusBody = (row: { name: string; color: string; kind: string }) => ({ name: row.name, color: row.color, kind: row.kind, isDefault: true });
    const previous = await t.app.db.selectFrom('statuses').select(['id', 'name', 'color', 'kind']).where('organization_id', '=', organizationId).where('is_default', '=', true).executeTakeFirstOrThrow();
    const pausing = await t.app.db.selectFrom('statuses').select(['id', 'name', 'color', 'kind']).where('id', '=', waiting).executeTakeFirstOrThrow();
    try {
      const made = await call('PUT', `statuses/${waiting}`, admin.token, { ...statusBody(pausing), pausesSla: true });
      assert.equal(made.statusCode, 200, made.body);
      const paused = await complain('Waiting from the start');
      assert.notEqual((await slaOf(paused.id)).paused_at, null);
    } finally {
      const restored = await call('PUT', `statuses/${previous.id}`, admin.token, statusBody(previous));
      assert.equal(restored.statusCode, 200, restored.body);
    }
    assert.equal((await withResolution(targets.Medium!.resolutionMinutes!)).statusCode, 200);
    // The policy's open tickets are recomputed before the next test holds their escalations.
    await settle();
  });
});

// A second api process that dies holding due escalations needs a database another process can reach:
// only the PostgreSQL run has one (the PGlite run checks the same rule in process, above).
if (process.env.SB_TEST_POSTGRES_URL) {
  describe('an api process killed while it holds due escalations', () => {
    test('loses none: the survivor skips them while they are held and fires each once after the kill -9', async () => {
      at('2026-12-02T08:00:00Z'); // Wednesday 09:00: first response due 13:00
      const ticket = await newTicket('Survives a crash');
      at('2026-12-02T12:45:00Z'); // all three escalations are due
      const database = t.config.database;
      assert.equal(database.kind, 'postgres');
      const { spawn } = await import('node:child_process');
      // The other instance: claims every due escalation as the worker does, then hangs until killed.
      const claimer = `
        import pg from 'pg';
        const client = new pg.Client({ connectionString: process.env.CLAIM_URL });
        await client.connect();
        await client.query('begin');
        const claimed = await client.query("select id from sla_escalations where fired_at is null and due_at <= $1 for update skip locked", [process.env.CLAIM_AT]);
        process.stdout.write('claimed ' + claimed.rowCount + '\\n');
        setInterval(() => {}, 1000);`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', claimer], {
        cwd: process.cwd(),
        env: { ...process.env, CLAIM_URL: database.kind === 'postgres' ? database.url : '', CLAIM_AT: clock.toISOString() },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => (String(chunk).startsWith('claimed') ? resolve() : undefined));
        child.once('exit', (code) => reject(new Error(`the claiming process exited early (${code})`)));
      });
      const firedOf = async () => (await t.app.db.selectFrom('sla_escalations').select('id').where('ticket_id', '=', ticket.id).where('fired_at', 'is not', null).execute()).length;

      // While the other process holds them, this one fires none of them (and does not wait for them).
      await settle();
      assert.equal(await firedOf(), 0);

      child.kill('SIGKILL');
      await exited;
      // The server ends the dead connection's transaction; its rows are free again.
      for (let attempt = 0; attempt < 50 && (await firedOf()) < 3; attempt += 1) {
        await settle();
        if ((await firedOf()) < 3) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(await firedOf(), 3);
      await settle();
      assert.deepEqual(await notified(assignee, ticket.id), ['ticket_assigned', 'ticket_escalation_before']);
      assert.deepEqual(await notified(member, ticket.id), ['ticket_group_assigned', 'ticket_escalation_on_time']);
      assert.deepEqual(await notified(named, ticket.id), ['ticket_escalation_after']);
    });
  });
}
