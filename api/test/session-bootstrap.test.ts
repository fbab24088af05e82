import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import type { CurrentUser } from '@switchboard/shared/contracts';
import { homeDivisionOf } from '../src/features/directory/divisions/home-division.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// Database: both. Under test: `GET users/me?expand=authorization,organization,notifications`, the one
// call a page load makes after restoring the session: it carries the organisation's basics and the
// bell's unread count, only the caller's own, and nothing a permission would guard.

const BOOTSTRAP = '/api/v1/users/me?expand=authorization,organization,notifications';

let customer: TestCustomer;
let otherOrganizationId: string;
let elsewhere: TestAgent;
let bare: TestAgent;
let worker: TestAgent;
let divisionB: string;

const t = testAppForSuite({}, {}, async () => {
  const organizationId = t.app.firstStart.organizationId;
  otherOrganizationId = await createOrganization(t, 'Elsewhere (bootstrap)');
  elsewhere = await createAgent(t, ['tickets:tickets:view'], { organizationId: otherOrganizationId, name: 'Olga Elsewhere' });
  customer = await createCustomer(t, 'bootstrap.customer@example.com');
  bare = await createAgent(t, [], { name: 'Nell Nothing' });
  worker = await createAgent(t, ['tickets:tickets:view'], { name: 'Will Worker' });
  divisionB = (await t.app.db.insertInto('divisions').values({ organization_id: organizationId, name: 'Bootstrap B' }).returning('id').executeTakeFirstOrThrow()).id;
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** A notification for `recipient`, about `ticketId` when given. */
async function notify(recipient: TestAgent, options: { read?: boolean; ticketId?: string } = {}): Promise<void> {
  await t.app.db
    .insertInto('notifications')
    .values({
      organization_id: recipient.organizationId,
      recipient_id: recipient.id,
      type: 'TicketAssigned',
      header: 'Assigned to you',
      message: 'A ticket',
      ticket_id: options.ticketId ?? null,
      actor_user_id: null,
      actor_customer_id: null,
      source_event_id: randomUUID(),
      is_read: options.read ?? false,
    })
    .execute();
}

async function customerTicket(title: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title, description: `${title}: details` } });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

describe('session bootstrap (users/me with expansions)', () => {
  test('carries the permissions, the organisation basics and the unread count in one answer', async () => {
    await notify(worker);
    await notify(worker);
    await notify(worker, { read: true });
    const response = await get(BOOTSTRAP, worker.token);
    assert.equal(response.statusCode, 200, response.body);
    const me = response.json<CurrentUser>();
    assert.equal(me.id, worker.id);
    assert.deepEqual(me.authorization, { permissions: ['tickets:tickets:view'] });
    assert.ok(me.preferences, 'preferences always come along');
    // The same basics `organization/me` answers, for the caller's own organisation.
    const organization = await get('/api/v1/organization/me', worker.token);
    assert.deepEqual(me.organization, organization.json());
    assert.equal(me.organization?.id, t.app.firstStart.organizationId);
    // The same count the notification list answers.
    const list = await get('/api/v1/notifications?pageNumber=1&pageSize=1', worker.token);
    assert.equal(list.json().unreadCount, 2);
    assert.deepEqual(me.notifications, { unreadCount: 2 });
  });

  test('without expansions the answer stays as it was: no organisation, no count, no permissions', async () => {
    const me = (await get('/api/v1/users/me', worker.token)).json<CurrentUser>();
    assert.equal(me.organization, undefined);
    assert.equal(me.notifications, undefined);
    assert.equal(me.authorization, undefined);
    // Unknown names are ignored rather than refused, so older and newer clients both work.
    const odd = await get('/api/v1/users/me?expand=organization,customers,roles', worker.token);
    assert.equal(odd.statusCode, 200, odd.body);
    assert.deepEqual(Object.keys(odd.json()).sort(), ['email', 'id', 'name', 'organization', 'preferences', 'profilePicture']);
  });

  test('an agent holding no permission gets only their own: no permissions, their basics, their count', async () => {
    await notify(bare);
    await notify(worker); // someone else's never counts
    const me = (await get(BOOTSTRAP, bare.token)).json<CurrentUser>();
    assert.deepEqual(me.authorization, { permissions: [] });
    assert.equal(me.organization?.id, t.app.firstStart.organizationId);
    assert.deepEqual(me.notifications, { unreadCount: 1 });
  });

  test('the count leaves out notifications about tickets in divisions the agent no longer sees', async () => {
    const inHome = await customerTicket('Seen at home');
    const moved = await customerTicket('Moved away');
    await t.app.db.updateTable('tickets').set({ division_id: divisionB }).where('id', '=', moved).execute();
    const scoped = await createAgent(t, ['tickets:tickets:view'], { name: 'Sam Scoped' });
    const home = (await homeDivisionOf(t.app.db, scoped.organizationId)).id;
    await t.app.db.updateTable('user_roles').set({ division_ids: [home] }).where('user_id', '=', scoped.id).execute();
    await notify(scoped, { ticketId: inHome });
    await notify(scoped, { ticketId: moved });
    await notify(scoped);
    const me = (await get(BOOTSTRAP, scoped.token)).json<CurrentUser>();
    assert.deepEqual(me.notifications, { unreadCount: 2 });
    assert.equal((await get('/api/v1/notifications?pageNumber=1&pageSize=1', scoped.token)).json().unreadCount, 2);
  });

  test('another organisation’s agent gets their own organisation, never this one', async () => {
    const me = (await get(BOOTSTRAP, elsewhere.token)).json<CurrentUser>();
    assert.equal(me.organization?.id, otherOrganizationId);
    assert.equal(me.organization?.name, 'Elsewhere (bootstrap)');
    assert.deepEqual(me.notifications, { unreadCount: 0 });
  });

  test('401 without an agent: anonymous or a customer token', async () => {
    for (const token of [undefined, customer.token]) {
      const response = await get(BOOTSTRAP, token);
      assert.equal(response.statusCode, 401, response.body);
      assert.equal(response.json().code, 'UNAUTHENTICATED');
    }
  });

  test('an over-long expand list is refused with the validation code', async () => {
    const response = await get(`/api/v1/users/me?expand=${'organization,'.repeat(30)}`, worker.token);
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
  });
});
