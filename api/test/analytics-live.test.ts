import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DASHBOARD_JOIN_METHOD, DASHBOARD_PUSH_TARGET, type Permission } from '@switchboard/shared/contracts';
import { createAgent } from './agent-fixtures.js';
import { bearer } from './helpers.js';
import { createCustomer, createOrganization } from './hub-fixtures.js';
import { collect, eventually, HubClients, listeningPushApp } from './push-fixtures.js';

// The status dashboard's live channel, with the official client: a connection joins its organisation's
// dashboard group (only with the status dashboard permission) and hears `DashboardChanged` once the fold
// has taken a change in — coalesced to one a second, and never for another organisation's changes.

const clients = new HubClients();
const hub = listeningPushApp({}, clients);
after(() => clients.closeAll());

const WRITER: Permission[] = ['tickets:tickets:view', 'tickets:tickets:add'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a dashboard hears a new ticket within two seconds, coalesced, only for its organisation; joining needs the permission', async () => {
  const { t, base } = hub;
  const supervisor = await createAgent(t, ['analytics:statusDashboard:view']);
  const trendOnly = await createAgent(t, ['analytics:trendDashboard:view']);
  const writer = await createAgent(t, WRITER);
  const customer = await createCustomer(t, 'live.dashboard@example.com');

  const watching = clients.official(base, supervisor.token, []);
  const heard = collect(watching, DASHBOARD_PUSH_TARGET);
  await watching.start();
  assert.equal(await watching.invoke(DASHBOARD_JOIN_METHOD), true);

  const refused = clients.official(base, trendOnly.token, []);
  const overheard = collect(refused, DASHBOARD_PUSH_TARGET);
  await refused.start();
  await assert.rejects(refused.invoke(DASHBOARD_JOIN_METHOD), /Forbidden/);

  const create = async (title: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(writer.token), payload: { title, description: 'Live', customerId: customer.id } });
    assert.equal(response.statusCode, 201, response.body);
  };
  const started = Date.now();
  await create('Heard live');
  await eventually(() => heard.length >= 1, 'DashboardChanged after a new ticket', 2_000);
  assert.ok(Date.now() - started < 2_000);

  // A burst of changes is one or two signals, not one per change.
  await pause(1_100);
  const before = heard.length;
  for (let i = 0; i < 6; i++) await create(`Burst ${i}`);
  await pause(1_500);
  const burst = heard.length - before;
  assert.ok(burst >= 1 && burst <= 2, `a burst of six changes gave ${burst} signals`);

  // Another organisation's change is folded too, but not announced here.
  const other = await createOrganization(t, 'Elsewhere Ltd');
  const status = await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', other).executeTakeFirstOrThrow();
  await pause(1_100);
  const quiet = heard.length;
  await t.app.db.insertInto('tickets').values({ organization_id: other, serial_number: 1, title: 'Elsewhere', description: 'x', status_id: status.id, fields: '[]' }).execute();
  await t.app.analytics.drain();
  await pause(1_200);
  assert.equal(heard.length, quiet, 'no signal for another organisation');
  assert.equal(overheard.length, 0, 'a refused connection hears nothing');
});
