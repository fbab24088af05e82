import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AuditEntry, SlaConditions, SlaDetails, SlaEscalation, SlaOrderResponse, SlaSearchResponse, SlaTargets, SlaWriteRequest } from '@switchboard/shared/contracts';
import { ensureDefaultPolicy, matchingPolicy, type SlaTicketFacts } from '../src/features/service-levels/slas/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, createOrganization } from './hub-fixtures.js';

// Service level policies: administration in order, every referenced id checked against the
// organisation, reordering, the default "Standard" policy, and which policy applies to a ticket.

const ADMIN = ['tickets:sla:view', 'tickets:sla:add', 'tickets:sla:edit', 'tickets:sla:delete', 'organization:schedules:delete', 'organization:settings:edit'] as const;

let organizationId: string;
let otherOrganizationId: string;
let admin: TestAgent;
let outsider: TestAgent;
let colleague: TestAgent;
let scheduleId: string;
let otherScheduleId: string;
let foreignScheduleId: string;
let categoryIds: string[];
let foreignCategoryId: string;
let customerId: string;
let foreignCustomerId: string;
let groupId: string;
let foreignGroupId: string;
let disabledAgentId: string;
let foreignAgentId: string;

let scheduleCount = 0;
const insertSchedule = async (organization: string) =>
  (
    await t.app.db
      .insertInto('schedules')
      .values({
        organization_id: organization,
        name: `Office hours ${++scheduleCount}`,
        time_zone: 'Europe/Berlin',
        weekly: JSON.stringify([{ day: 1, start: '09:00', end: '17:00' }]),
        holidays: JSON.stringify([]),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const insertCategory = async (organization: string, name: string) =>
  (await t.app.db.insertInto('categories').values({ organization_id: organization, name, description: null }).returning('id').executeTakeFirstOrThrow()).id;
const insertGroup = async (organization: string, name: string) => (await t.app.db.insertInto('user_groups').values({ organization_id: organization, name, description: null }).returning('id').executeTakeFirstOrThrow()).id;

const t = testAppForSuite({}, {}, async () => {
  // A fresh organisation: whatever the first start seeds, its policies here are only the suite's.
  organizationId = await createOrganization(t, 'Service levels');
  otherOrganizationId = await createOrganization(t, 'Elsewhere (service levels)');
  admin = await createAgent(t, ADMIN, { name: 'Sam Service', organizationId });
  colleague = await createAgent(t, ['tickets:tickets:view'], { name: 'Cleo Colleague', organizationId });
  outsider = await createAgent(t, ADMIN, { name: 'Otto Outsider', organizationId: otherOrganizationId });
  scheduleId = await insertSchedule(organizationId);
  otherScheduleId = await insertSchedule(organizationId);
  foreignScheduleId = await insertSchedule(otherOrganizationId);
  categoryIds = [await insertCategory(organizationId, 'Billing'), await insertCategory(organizationId, 'Returns')];
  foreignCategoryId = await insertCategory(otherOrganizationId, 'Theirs');
  customerId = (await createCustomer(t, 'sla-customer@example.com', organizationId)).id;
  foreignCustomerId = (await createCustomer(t, 'sla-stranger@example.com', otherOrganizationId)).id;
  groupId = await insertGroup(organizationId, 'First line');
  foreignGroupId = await insertGroup(otherOrganizationId, 'Their line');
  disabledAgentId = (await createAgent(t, ['tickets:tickets:view'], { name: 'Dora Disabled', organizationId })).id;
  await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', disabledAgentId).execute();
  foreignAgentId = outsider.id;
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, agent: TestAgent = admin) =>
  t.app.inject({ method, url: `/api/v1/${path}`, headers: bearer(agent.token), ...(body === undefined ? {} : { payload: body as object }) });

async function ok<T>(response: Awaited<ReturnType<typeof api>>, status = 200): Promise<T> {
  assert.equal(response.statusCode, status, response.body);
  return response.json() as T;
}

const noTargets = { firstResponseMinutes: null, nextResponseMinutes: null, resolutionMinutes: null };
const targets = (resolutionMinutes: number | null = 240): SlaTargets => ({
  Low: { firstResponseMinutes: 480, nextResponseMinutes: null, resolutionMinutes },
  Medium: noTargets,
  High: { firstResponseMinutes: 60, nextResponseMinutes: 120, resolutionMinutes },
  Critical: { firstResponseMinutes: 15, nextResponseMinutes: 30, resolutionMinutes: 60 },
});
const warnAssignee: SlaEscalation = { timing: 'before', target: 'resolution', minutes: 30, notifyAssignee: true, notifyGroup: false, userIds: [], mail: false };

let policyCount = 0;
const body = (overrides: Partial<SlaWriteRequest> = {}): SlaWriteRequest => ({
  name: `Policy ${++policyCount}`,
  description: 'For everyone',
  scheduleId,
  conditions: { priorities: [], categoryIds: [], customerIds: [], userGroupIds: [] },
  targets: targets(),
  escalations: [warnAssignee],
  ...overrides,
});
const create = async (overrides: Partial<SlaWriteRequest> = {}, agent: TestAgent = admin) => ok<SlaDetails>(await api('POST', 'slas', body(overrides), agent), 201);
const search = async (request: Record<string, unknown> = {}, agent: TestAgent = admin) => ok<SlaSearchResponse>(await api('POST', 'slas/search', { pageSize: 100, ...request }, agent));
const clearPolicies = (organization: string) => t.app.db.deleteFrom('sla_policies').where('organization_id', '=', organization).execute();

/** The fields a 400 names, in order. */
async function refusedFields(response: Awaited<ReturnType<typeof api>>): Promise<string[]> {
  assert.equal(response.statusCode, 400, response.body);
  assert.equal(response.json().code, 'VALIDATION_FAILED');
  // A value outside a nullable number fails each branch of the union: one field, named once.
  return [...new Set((response.json().details as { field: string }[]).map((issue) => issue.field))];
}

async function auditOf(id: string): Promise<AuditEntry[]> {
  const response = await api('POST', 'audit/search', { filters: { entityType: 'slaPolicy', entityId: id } });
  return (await ok<{ entities: AuditEntry[] }>(response)).entities;
}

describe('SLA policy administration', () => {
  test('create, read, change, search, delete: new policies go last, later ones move up, every change audited', async () => {
    await clearPolicies(organizationId);
    const first = await create({
      name: '  Key accounts ',
      description: ' Our largest customers ',
      conditions: { priorities: ['Critical', 'High', 'Critical'], categoryIds: [categoryIds[0], categoryIds[0]], customerIds: [customerId], userGroupIds: [groupId] },
      escalations: [warnAssignee, { timing: 'after', target: 'firstResponse', minutes: 10, notifyAssignee: false, notifyGroup: false, userIds: [colleague.id, colleague.id], mail: true }],
    });
    assert.equal(first.name, 'Key accounts');
    assert.equal(first.description, 'Our largest customers');
    assert.equal(first.position, 1);
    assert.equal(first.enabled, true);
    assert.equal(first.schedule.id, scheduleId);
    assert.match(first.schedule.name, /^Office hours/);
    // Repeats are dropped; priorities keep their natural order.
    assert.deepEqual(first.conditions, { priorities: ['High', 'Critical'], categoryIds: [categoryIds[0]], customerIds: [customerId], userGroupIds: [groupId] });
    assert.deepEqual(first.escalations[1].userIds, [colleague.id]);
    assert.deepEqual(first.targets, targets());

    const second = await create({ name: 'Everyone else', enabled: false });
    const third = await create({ name: 'Alpha' });
    assert.deepEqual([second.position, second.enabled, third.position], [2, false, 3]);

    assert.deepEqual(await ok<SlaDetails>(await api('GET', `slas/${first.id}`)), first);

    const changed = await ok<SlaDetails>(
      await api('PUT', `slas/${second.id}`, body({ name: 'Everyone', description: null, scheduleId: otherScheduleId, targets: targets(null), escalations: [] })),
    );
    assert.equal(changed.name, 'Everyone');
    assert.equal(changed.description, null);
    // `enabled` left out stays as it was; the place in the order stays too.
    assert.equal(changed.enabled, false);
    assert.equal(changed.position, 2);
    assert.equal(changed.schedule.id, otherScheduleId);
    assert.equal(changed.targets.Low.resolutionMinutes, null);
    assert.deepEqual(changed.escalations, []);
    const enabledAgain = await ok<SlaDetails>(await api('PUT', `slas/${second.id}`, body({ name: 'Everyone', description: null, scheduleId: otherScheduleId, targets: targets(null), escalations: [], enabled: true })));
    assert.equal(enabledAgain.enabled, true);

    assert.deepEqual((await search()).entities.map((row) => row.name), ['Key accounts', 'Everyone', 'Alpha']);
    assert.deepEqual((await search({ sort: { field: 'name' } })).entities.map((row) => row.name), ['Alpha', 'Everyone', 'Key accounts']);
    assert.deepEqual((await search({ sort: { field: 'position', order: 'desc' } })).entities.map((row) => row.name), ['Alpha', 'Everyone', 'Key accounts']);
    assert.deepEqual((await search({ query: 'KEY' })).entities.map((row) => row.name), ['Key accounts']);
    await ok(await api('PUT', `slas/${third.id}`, body({ name: 'Alpha', enabled: false })));
    assert.deepEqual((await search({ filters: { enabled: false } })).entities.map((row) => row.name), ['Alpha']);
    const paged = await search({ pageSize: 1, pageNumber: 2 });
    assert.deepEqual([paged.entities.map((row) => row.name), paged.totalCount], [['Everyone'], 3]);

    const deleted = await api('DELETE', `slas/${first.id}`);
    assert.equal(deleted.statusCode, 204);
    assert.equal((await api('GET', `slas/${first.id}`)).statusCode, 404);
    assert.deepEqual((await search()).entities.map((row) => [row.name, row.position]), [['Everyone', 1], ['Alpha', 2]]);

    const trail = await auditOf(second.id);
    assert.deepEqual(trail.map((entry) => entry.action).sort(), ['create', 'update', 'update']);
    const rename = trail.find((entry) => entry.action === 'update' && entry.after?.name);
    assert.deepEqual([rename?.before?.name, rename?.after?.name], ['Everyone else', 'Everyone']);
    const removal = (await auditOf(first.id)).find((entry) => entry.action === 'delete');
    assert.equal(removal?.entityName, 'Key accounts');
    assert.equal(removal?.actor.name, 'Sam Service');
  });

  test('names are unique whatever their case (409 CONFLICT on /name)', async () => {
    await create({ name: 'Unique policy' });
    const clash = await api('POST', 'slas', body({ name: 'UNIQUE POLICY' }));
    assert.equal(clash.statusCode, 409, clash.body);
    assert.equal(clash.json().code, 'CONFLICT');
    assert.equal(clash.json().details[0].field, '/name');
    const other = await create({ name: 'Another unique policy' });
    assert.equal((await api('PUT', `slas/${other.id}`, body({ name: 'unique policy' }))).statusCode, 409);
  });

  test('each rule names its field: blank name, escalation minutes and recipients, target and escalation bounds', async () => {
    assert.deepEqual(await refusedFields(await api('POST', 'slas', body({ name: '   ' }))), ['/name']);
    const escalations: SlaEscalation[] = [
      { ...warnAssignee, timing: 'onTime', minutes: 5 },
      { ...warnAssignee, timing: 'before', minutes: 0 },
      { ...warnAssignee, notifyAssignee: false, notifyGroup: false, userIds: [], mail: true },
      { ...warnAssignee, timing: 'onTime', minutes: 0, notifyAssignee: false, notifyGroup: true },
    ];
    assert.deepEqual(await refusedFields(await api('POST', 'slas', body({ escalations }))), ['/escalations/0/minutes', '/escalations/1/minutes', '/escalations/2/userIds']);

    const zeroTarget = { ...targets(), Low: { ...noTargets, firstResponseMinutes: 0 } };
    assert.deepEqual(await refusedFields(await api('POST', 'slas', body({ targets: zeroTarget }))), ['/targets/Low/firstResponseMinutes']);
    const tooLong = { ...targets(), High: { ...noTargets, resolutionMinutes: 525_601 } };
    assert.deepEqual(await refusedFields(await api('POST', 'slas', body({ targets: tooLong }))), ['/targets/High/resolutionMinutes']);
    const fraction = { ...targets(), High: { ...noTargets, resolutionMinutes: 1.5 } };
    assert.deepEqual(await refusedFields(await api('POST', 'slas', body({ targets: fraction }))), ['/targets/High/resolutionMinutes']);
    assert.deepEqual(await refusedFields(await api('POST', 'slas', body({ escalations: [{ ...warnAssignee, minutes: 10_081 }] }))), ['/escalations/0/minutes']);
    assert.equal((await api('POST', 'slas', body({ escalations: Array.from({ length: 21 }, () => warnAssignee) }))).statusCode, 400);
    const missingPriority = { ...body(), targets: { Low: noTargets, Medium: noTargets, High: noTargets } };
    assert.equal((await api('POST', 'slas', missingPriority)).statusCode, 400);
    assert.equal((await api('POST', 'slas', body({ conditions: { priorities: ['Urgent' as never], categoryIds: [], customerIds: [], userGroupIds: [] } }))).statusCode, 400);
    // The largest values are accepted.
    const widest = { Low: { firstResponseMinutes: 525_600, nextResponseMinutes: 1, resolutionMinutes: 525_600 }, Medium: noTargets, High: noTargets, Critical: noTargets };
    await create({ targets: widest, escalations: [{ ...warnAssignee, timing: 'after', minutes: 10_080 }] });
  });

  test("ids of another organisation, and agents who are not active, are refused naming each place", async () => {
    assert.deepEqual(await refusedFields(await api('POST', 'slas', body({ scheduleId: foreignScheduleId }))), ['/scheduleId']);
    const conditions = { priorities: [], categoryIds: [categoryIds[0], foreignCategoryId], customerIds: [foreignCustomerId], userGroupIds: [groupId, foreignGroupId] };
    const escalations: SlaEscalation[] = [{ ...warnAssignee, userIds: [colleague.id, disabledAgentId, foreignAgentId] }];
    const refused = await api('POST', 'slas', body({ conditions, escalations }));
    assert.deepEqual(await refusedFields(refused), [
      '/conditions/categoryIds/1',
      '/conditions/customerIds/0',
      '/conditions/userGroupIds/1',
      '/escalations/0/userIds/1',
      '/escalations/0/userIds/2',
    ]);
    // The same checks guard a change.
    const policy = await create();
    assert.deepEqual(await refusedFields(await api('PUT', `slas/${policy.id}`, body({ scheduleId: foreignScheduleId }))), ['/scheduleId']);
    assert.equal((await search({ query: 'Policy' })).entities.some((row) => row.schedule.id === foreignScheduleId), false);
  });

  test("another organisation's policies are not found, listed or changed", async () => {
    const mine = await create({ name: 'Mine only' });
    for (const response of [await api('GET', `slas/${mine.id}`, undefined, outsider), await api('PUT', `slas/${mine.id}`, body({ scheduleId: foreignScheduleId }), outsider), await api('DELETE', `slas/${mine.id}`, undefined, outsider)]) {
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().code, 'NOT_FOUND');
    }
    assert.equal((await search({ query: 'Mine only' }, outsider)).totalCount, 0);
    const reorder = await api('PUT', 'slas/order', { ids: [mine.id] }, outsider);
    assert.equal(reorder.statusCode, 404, reorder.body);
    assert.deepEqual([reorder.json().code, reorder.json().details[0].field], ['NOT_FOUND', '/ids/0']);
    assert.equal((await ok<SlaDetails>(await api('GET', `slas/${mine.id}`))).name, 'Mine only');
  });

  test('reordering puts the listed policies first and the rest after them in their order, in one go', async () => {
    await clearPolicies(organizationId);
    const [a, b, c, d] = [await create({ name: 'A' }), await create({ name: 'B' }), await create({ name: 'C' }), await create({ name: 'D' })];
    const order = await ok<SlaOrderResponse>(await api('PUT', 'slas/order', { ids: [c.id, a.id] }));
    assert.deepEqual(order.entities.map((row) => [row.name, row.position]), [['C', 1], ['A', 2], ['B', 3], ['D', 4]]);
    assert.deepEqual((await search()).entities.map((row) => [row.name, row.position]), [['C', 1], ['A', 2], ['B', 3], ['D', 4]]);
    const moved = (await auditOf(c.id)).find((entry) => entry.action === 'update');
    assert.deepEqual([moved?.before, moved?.after], [{ position: 3 }, { position: 1 }]);
    // D kept its place: nothing recorded for it.
    assert.deepEqual((await auditOf(d.id)).map((entry) => entry.action), ['create']);

    assert.deepEqual(await refusedFields(await api('PUT', 'slas/order', { ids: [b.id, b.id] })), ['/ids/1']);
    assert.equal((await api('PUT', 'slas/order', { ids: [] })).statusCode, 400);
    assert.equal((await api('PUT', 'slas/order', { ids: ['not-a-uuid'] })).statusCode, 400);
    const colleagueTry = await api('PUT', 'slas/order', { ids: [b.id] }, colleague);
    assert.equal(colleagueTry.statusCode, 403);
    assert.deepEqual((await search()).entities.map((row) => row.name), ['C', 'A', 'B', 'D']);
  });

  test('a schedule a policy uses cannot be deleted until the policy is gone', async () => {
    const schedule = await insertSchedule(organizationId);
    const policy = await create({ scheduleId: schedule });
    const refused = await api('DELETE', `schedules/${schedule}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'CONFLICT');
    assert.equal((await ok<SlaDetails>(await api('GET', `slas/${policy.id}`))).schedule.id, schedule);
    assert.equal((await api('DELETE', `slas/${policy.id}`)).statusCode, 204);
    assert.ok((await api('DELETE', `schedules/${schedule}`)).statusCode < 300);
  });
});

describe('the default policy', () => {
  test('an organisation without policies gets "Standard" once, even when asked twice at a time', async () => {
    const fresh = await createOrganization(t, 'Fresh (service levels)');
    const schedule = await insertSchedule(fresh);
    const [a, b] = await Promise.all([ensureDefaultPolicy(t.app.db, fresh, schedule), ensureDefaultPolicy(t.app.db, fresh, schedule)]);
    assert.equal([a, b].filter(Boolean).length, 1);
    const rows = await t.app.db.selectFrom('sla_policies').selectAll().where('organization_id', '=', fresh).execute();
    assert.equal(rows.length, 1);
    const [standard] = rows;
    assert.deepEqual([standard.name, standard.position, standard.enabled, standard.schedule_id], ['Standard', 1, true, schedule]);
    assert.deepEqual(standard.conditions, { priorities: [], categoryIds: [], customerIds: [], userGroupIds: [] });
    assert.deepEqual(
      (['Low', 'Medium', 'High', 'Critical'] as const).map((p) => {
        const { firstResponseMinutes, nextResponseMinutes, resolutionMinutes } = standard.targets[p];
        return [firstResponseMinutes, nextResponseMinutes, resolutionMinutes];
      }),
      [
        [480, 960, 2400],
        [240, 480, 1440],
        [120, 240, 480],
        [60, 120, 240],
      ],
    );
    assert.deepEqual(
      standard.escalations.map((rule) => [rule.timing, rule.target, rule.minutes, rule.notifyAssignee, rule.notifyGroup, rule.mail]),
      [
        ['before', 'resolution', 60, true, false, false],
        ['onTime', 'resolution', 0, true, true, false],
        ['after', 'resolution', 60, true, true, true],
      ],
    );
    // A disabled policy still counts as having one.
    await t.app.db.updateTable('sla_policies').set({ enabled: false }).where('organization_id', '=', fresh).execute();
    assert.equal(await ensureDefaultPolicy(t.app.db, fresh, schedule), undefined);
    const audit = await t.app.db.selectFrom('audit_log').select(['actor_kind', 'action']).where('organization_id', '=', fresh).where('entity_type', '=', 'slaPolicy').execute();
    assert.deepEqual(audit, [{ actor_kind: 'system', action: 'create' }]);
  });
});

describe('matchingPolicy', () => {
  const any: SlaConditions = { priorities: [], categoryIds: [], customerIds: [], userGroupIds: [] };
  const ticket: SlaTicketFacts = { priority: 'High', categoryId: 'cat-1', customerId: 'cus-1', userGroupId: null };

  test('the first enabled policy in the given order whose conditions all match', () => {
    const disabled = { name: 'disabled', enabled: false, conditions: any };
    const critical = { name: 'critical', enabled: true, conditions: { ...any, priorities: ['Critical' as const] } };
    const billingHigh = { name: 'billing-high', enabled: true, conditions: { ...any, priorities: ['High' as const, 'Critical' as const], categoryIds: ['cat-1'] } };
    const fallback = { name: 'fallback', enabled: true, conditions: any };
    assert.equal(matchingPolicy([disabled, critical, billingHigh, fallback], ticket)?.name, 'billing-high');
    assert.equal(matchingPolicy([fallback, billingHigh], ticket)?.name, 'fallback');
    assert.equal(matchingPolicy([disabled, critical], ticket), undefined);
    assert.equal(matchingPolicy([], ticket), undefined);
  });

  test('every non-empty list must hold; an empty list accepts anything, a ticket without the value only an empty list', () => {
    const match = (conditions: Partial<SlaConditions>, facts: SlaTicketFacts = ticket) => matchingPolicy([{ enabled: true, conditions: { ...any, ...conditions } }], facts) !== undefined;
    assert.equal(match({}), true);
    assert.equal(match({ customerIds: ['cus-1', 'cus-2'] }), true);
    assert.equal(match({ customerIds: ['cus-2'] }), false);
    assert.equal(match({ categoryIds: ['cat-1'], customerIds: ['cus-2'] }), false);
    assert.equal(match({ userGroupIds: ['grp-1'] }), false);
    assert.equal(match({ userGroupIds: ['grp-1'] }, { ...ticket, userGroupId: 'grp-1' }), true);
    assert.equal(match({ priorities: ['Low'] }), false);
  });
});
