import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ALL_PERMISSIONS } from '@switchboard/shared/contracts';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { ADMIN_PASSWORD, ADMIN_EMAIL, bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';
import { createFileStore } from '../src/features/tickets/files/storage.js';

// Database: PostgreSQL only. Under test: odd input is refused by the schemas and the error layer, the same on either engine.

// Every operation of the OpenAPI document (so a new route is covered the day it is added) is called
// with a valid request and with odd variants of each path parameter, query parameter and body leaf,
// as an agent, as a customer and anonymously. Whatever a client sends, the answer is never a 5xx, a
// refusal always has the `{ statusCode, code, message }` error shape, and another organisation's ids are never found.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string;
  format?: string;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodySchema?: JsonSchema;
}

let t: TestApp;
let agent: TestAgent;
let customer: TestCustomer;
let operations: Operation[];
/** Real ids of organisation A (the callers') and of organisation B (never reachable from A). */
const own: Record<string, string> = {};
const foreign: Record<string, string> = {};

const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, Json>;

before(async () => {
  // Rate limits out of the way, so that each variant reaches validation and the handler.
  t = await startTestApp({ LOGIN_RATE_LIMIT_MAX: '100000', HUB_AUTH_RATE_LIMIT_MAX: '100000' });
  const organizationId = t.app.firstStart.organizationId;
  // Every permission, so the variants below reach the handlers.
  agent = await createAgent(t, ALL_PERMISSIONS);
  customer = await createCustomer(t, 'fuzz.customer@example.test');

  const call = async (token: string, method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: bearer(token), payload });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return json(response);
  };
  // Organisation A: a category without required fields, two tickets, a comment and a draft.
  own.categoryId = (await call(agent.token, 'POST', '/api/v1/categories', { name: 'Fuzz', fields: [{ name: 'Note', type: 'text' }] })).id as string;
  const raise = async (token: string, title: string) => (await call(token, 'POST', '/api/v1/client/tickets', { title, description: 'Something odd', categoryId: own.categoryId })).id as string;
  own.ticketId = await raise(customer.token, 'Target');
  own.sourceTicketId = await raise(customer.token, 'Source');
  own.commentId = (await call(agent.token, 'POST', `/api/v1/tickets/${own.ticketId}/comments`, { text: 'A note' })).id as string;
  own.messageId = (await call(agent.token, 'POST', `/api/v1/tickets/${own.ticketId}/messages`, { message: '<p>Hello</p>' })).id as string;
  own.customerId = customer.id;
  own.userId = agent.id;
  // A role and a user holding it, for the role routes (the fuzz agent keeps its own role).
  own.roleId = (await call(agent.token, 'POST', '/api/v1/roles', { name: 'Fuzz role', permissions: ['tickets:tickets:view'] })).id as string;
  own.roleUserId = (await createAgent(t, ['tickets:tickets:view'], { name: 'Fuzz role holder' })).id;
  // An invited user to invite again, and users to remove (the fuzz agent cannot remove itself).
  own.invitedUserId = (await call(agent.token, 'POST', '/api/v1/users', { name: 'Fuzz invitee', email: 'fuzz.invited@example.test', roleIds: [] })).id as string;
  own.removableUserId = (await createAgent(t, ['tickets:tickets:view'], { name: 'Fuzz leaver' })).id;
  own.bulkRemovableUserId = (await createAgent(t, ['tickets:tickets:view'], { name: 'Fuzz bulk leaver' })).id;
  // A user group with the fuzz agent in it, for the group routes.
  own.userGroupId = (await call(agent.token, 'POST', '/api/v1/usergroups', { name: 'Fuzz group' })).id as string;
  own.divisionId = (await call(agent.token, 'POST', '/api/v1/divisions', { name: 'Fuzz division' })).id as string;
  own.ticketViewId = (await call(agent.token, 'POST', '/api/v1/tickets/views', { name: 'Fuzz view', query: 'assignee=me' })).id as string;
  // A status of its own for the status routes (the seeded default cannot be deleted).
  own.adminStatusId = (await call(agent.token, 'POST', '/api/v1/statuses', { name: 'Fuzz status', color: '#0958d9', kind: 'open' })).id as string;
  own.scheduleId = (await call(agent.token, 'POST', '/api/v1/schedules', { name: 'Fuzz schedule', timeZone: 'Europe/Berlin', weekly: [{ day: 1, start: '09:00', end: '17:00' }], holidays: [] })).id as string;
  // The policies use a schedule of their own, so the schedule routes may still delete theirs.
  own.slaScheduleId = (await call(agent.token, 'POST', '/api/v1/schedules', { name: 'Fuzz policy hours', timeZone: 'UTC', weekly: [{ day: 2, start: '08:00', end: '16:00' }], holidays: [] })).id as string;
  own.slaId = (await call(agent.token, 'POST', '/api/v1/slas', slaFuzzBody('Fuzz policy', own.slaScheduleId))).id as string;
  own.statusId = (await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', organizationId).executeTakeFirstOrThrow()).id;
  // An OAuth client, and a picture in use (the images route serves nothing else).
  own.oauthClientId = (await call(agent.token, 'POST', '/api/v1/oauth/clients', { name: 'Fuzz client', roleIds: [own.roleId] })).id as string;
  const picture = await t.app.db
    .insertInto('files')
    .values({ organization_id: organizationId, folder: 'pictures', file_name: 'me.png', storage_key: `${organizationId}/pictures/fuzz-me.png`, content_type: 'image/png', secured: true, created_by: `user:${own.roleUserId}`, upload_expires_at: new Date(), uploaded_at: new Date(), size: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createFileStore(t.app.config.files).write(`${organizationId}/pictures/fuzz-me.png`, Buffer.from('\x89PNG'), 'image/png');
  await t.app.db.updateTable('users').set({ picture_file_id: picture.id }).where('id', '=', own.roleUserId).execute();
  own.imageFileId = picture.id;

  // Organisation B, with the same kinds of records.
  const otherOrganization = await createOrganization(t, 'Elsewhere');
  const stranger = await createAgent(t, ['tickets:tickets:view', 'tickets:comments:add', 'tickets:messages:add', 'tickets:categories:add'], { organizationId: otherOrganization });
  const strangerCustomer = await createCustomer(t, 'fuzz.stranger@example.test', otherOrganization);
  foreign.categoryId = (await call(stranger.token, 'POST', '/api/v1/categories', { name: 'Theirs', fields: [] })).id as string;
  foreign.ticketId = (await call(strangerCustomer.token, 'POST', '/api/v1/client/tickets', { title: 'Theirs', description: 'Private', categoryId: foreign.categoryId })).id as string;
  foreign.commentId = (await call(stranger.token, 'POST', `/api/v1/tickets/${foreign.ticketId}/comments`, { text: 'Private note' })).id as string;
  foreign.messageId = (await call(strangerCustomer.token, 'POST', `/api/v1/tickets/${foreign.ticketId}/messages`, { message: '<p>Private</p>' })).id as string;
  foreign.customerId = strangerCustomer.id;
  foreign.userId = stranger.id;
  foreign.userGroupId = (await t.app.db.insertInto('user_groups').values({ organization_id: otherOrganization, name: 'Their group' }).returning('id').executeTakeFirstOrThrow()).id;
  foreign.roleUserId = stranger.id;
  foreign.divisionId = (await t.app.db.insertInto('divisions').values({ organization_id: otherOrganization, name: 'Their division' }).returning('id').executeTakeFirstOrThrow()).id;
  foreign.adminStatusId = (await t.app.db.selectFrom('statuses').select('id').where('organization_id', '=', otherOrganization).executeTakeFirstOrThrow()).id;
  foreign.scheduleId = (await t.app.db.insertInto('schedules').values({ organization_id: otherOrganization, name: 'Their schedule', time_zone: 'UTC', weekly: '[{"day":1,"start":"09:00","end":"17:00"}]', holidays: '[]' }).returning('id').executeTakeFirstOrThrow()).id;
  const theirPolicy = slaFuzzBody('Their policy', foreign.scheduleId);
  foreign.slaId = (
    await t.app.db
      .insertInto('sla_policies')
      .values({ organization_id: otherOrganization, name: theirPolicy.name, schedule_id: foreign.scheduleId, position: 1, conditions: JSON.stringify(theirPolicy.conditions), targets: JSON.stringify(theirPolicy.targets), escalations: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const strangerAdmin = await createAgent(t, ['integrations:oauths:add'], { organizationId: otherOrganization });
  foreign.oauthClientId = (await call(strangerAdmin.token, 'POST', '/api/v1/oauth/clients', { name: 'Their client', roleIds: [] })).id as string;
  foreign.imageFileId = randomUUID();
  foreign.roleId = (await t.app.db.insertInto('roles').values({ organization_id: otherOrganization, name: 'Their role', permissions: [] }).returning('id').executeTakeFirstOrThrow()).id;

  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      bodySchema: operation.requestBody?.content['application/json']?.schema,
    })),
  );
  // Destructive calls last (a comment before its ticket), sign-out after everything: the rest of the
  // run needs the records and the token.
  const rank = (operation: Operation) => (operation.path.toLowerCase().endsWith('/logout') ? 2 : operation.method === 'DELETE' ? 1 : 0);
  operations.sort((a, b) => rank(a) - rank(b) || (a.method === 'DELETE' ? b.path.length - a.path.length : 0));
});

after(async () => {
  await t.close();
});

/** A service level policy's body on `scheduleId`, optionally limited to categories and escalating to an agent. */
function slaFuzzBody(name: string, scheduleId: string, categoryIds: string[] = [], userId?: string) {
  const target = { firstResponseMinutes: 60, nextResponseMinutes: null, resolutionMinutes: 480 };
  return {
    name,
    description: 'Made by the run',
    enabled: true,
    scheduleId,
    conditions: { priorities: ['High'], categoryIds, customerIds: [], userGroupIds: [] },
    targets: { Low: target, Medium: target, High: target, Critical: target },
    escalations: userId ? [{ timing: 'before', target: 'resolution', minutes: 30, notifyAssignee: true, notifyGroup: false, userIds: [userId], mail: true }] : [],
  };
}

/** The real id a path parameter names, in organisation A or B. */
function idFor(path: string, name: string, ids: Record<string, string>): string {
  if (name === 'ticketId') return ids.ticketId!;
  if (name === 'commentId') return ids.commentId!;
  if (name === 'messageId') return ids.messageId!;
  if (name === 'fileId' && path.startsWith('/api/v1/images/')) return ids.imageFileId!;
  if (name === 'id') {
    if (path === '/api/v1/users/{id}/invite') return ids.invitedUserId ?? ids.userId!;
    if (path === '/api/v1/users/{id}') return ids.removableUserId ?? ids.userId!;
    if (path.startsWith('/api/v1/users/{id}/roles')) return ids.roleUserId!;
    if (path.startsWith('/api/v1/roles/')) return ids.roleId!;
    if (path.startsWith('/api/v1/usergroups/')) return ids.userGroupId!;
    if (path.startsWith('/api/v1/divisions/')) return ids.divisionId!;
    if (path.startsWith('/api/v1/schedules/')) return ids.scheduleId!;
    if (path.startsWith('/api/v1/slas/')) return ids.slaId!;
    if (path.startsWith('/api/v1/statuses/')) return ids.adminStatusId!;
    if (path.startsWith('/api/v1/oauth/clients/')) return ids.oauthClientId!;
    if (path.startsWith('/api/v1/tickets/views/')) return ids.ticketViewId ?? randomUUID();
    if (path.includes('/categories')) return ids.categoryId!;
    if (path.includes('/customers')) return ids.customerId!;
    if (path.includes('/users')) return ids.userId!;
    if (path.includes('/tickets')) return ids.ticketId!;
  }
  return randomUUID();
}

/** Valid bodies and queries where a value generated from the schema alone would be refused. */
function knownGood(operation: Operation): { body?: Json; query?: Record<string, string> } {
  const key = `${operation.method} ${operation.path}`;
  const good: Record<string, { body?: Json; query?: Record<string, string> }> = {
    'POST /api/v1/oauth/login': { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } },
    'POST /api/v1/auth/register': { body: { name: 'New Customer', email: 'fuzz.new@example.test', phone: '+1 555 0199', password: 'a-long-password-1', organization: t.app.firstStart.organizationId } },
    'POST /api/v1/client/tickets': { body: { title: 'Printer', description: 'It jams', categoryId: own.categoryId!, priority: 'Low', fields: [] } },
    'POST /api/v1/tickets/{ticketId}/messages': { body: { channel: 'email', message: '<p>Reply</p>', emailConfig: { to: ['fuzz.customer@example.test'], subject: 'Printer' } } },
    'PUT /api/v1/tickets/{ticketId}/messages': { body: { id: own.messageId!, message: '<p>Edited</p>' } },
    'POST /api/v1/tickets/merge': { body: { targetId: own.ticketId!, sourceIds: [own.sourceTicketId!] } },
    'PUT /api/v1/tickets/views/{id}': { body: { name: 'Fuzz view renamed', query: 'sla=breached' } },
    'POST /api/v1/tickets': { body: { title: 'By phone', description: 'Called in', priority: 'Low', categoryId: own.categoryId!, customerId: own.customerId! } },
    'PATCH /api/v1/tickets/{id}': { body: { priority: 'High', statusId: own.statusId!, assigneeId: agent.id, resolutionDueDate: '2030-01-01T00:00:00.000Z' } },
    'POST /api/v1/categories': { body: { name: 'Printers', description: 'Hardware', fields: [{ name: 'Model', type: 'select', isRequired: false, options: [{ label: 'A', value: 'a' }] }] } },
    'PUT /api/v1/categories/{id}': { body: { name: 'Fuzz', description: null, isActive: true, fields: [] } },
    'POST /api/v1/customers': { body: { name: 'Walk-in', email: 'fuzz.walkin@example.test', phone: '+1 555 0142' } },
    'PUT /api/v1/customers/{id}': { body: { name: 'Renamed', email: 'fuzz.customer@example.test', phone: '+1 555 0100' } },
    // A user that exists (the agent itself), left active.
    'PUT /api/v1/users': { body: { id: own.userId!, name: 'Fuzz Agent', status: 'active' } },
    'PUT /api/v1/organization/settings': {
      body: { name: 'Fuzz org', defaultLanguage: 'en-us', timeZone: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD', supportEmail: 'help@example.test', hubSelfRegistration: true, hubTitle: 'Help' },
    },
    'POST /api/v1/users': { body: { name: 'Fuzz colleague', email: 'fuzz.colleague@example.test', roleIds: [own.roleId!] } },
    'POST /api/v1/users/bulk/remove': { body: { ids: [own.bulkRemovableUserId!] } },
    'POST /api/v1/roles': { body: { name: 'Fuzz new role', permissions: ['tickets:tickets:view'] } },
    'PUT /api/v1/roles/{id}': { body: { name: 'Fuzz role', permissions: ['tickets:tickets:view', 'tickets:tickets:edit'] } },
    'PUT /api/v1/users/{id}/roles': { body: { roleIds: [own.roleId!] } },
    'PATCH /api/v1/users/{id}/roles/replace': { body: { roleIds: [own.roleId!] } },
    'PUT /api/v1/users/{id}/roles/remove': { body: { roleIds: [own.roleId!] } },
    'POST /api/v1/usergroups': { body: { name: 'Fuzz new group', description: 'Made by the run' } },
    'PUT /api/v1/usergroups/{id}': { body: { name: 'Fuzz group renamed', description: null } },
    'PUT /api/v1/usergroups/{id}/members': { body: { userIds: [own.userId!] } },
    'PUT /api/v1/usergroups/{id}/members/remove': { body: { userIds: [own.userId!] } },
    'POST /api/v1/divisions': { body: { name: 'Fuzz new division', description: 'Made by the run' } },
    'PUT /api/v1/divisions/{id}': { body: { name: 'Fuzz division renamed', description: null } },
    'POST /api/v1/statuses': { body: { name: 'Fuzz new status', names: { 'de-de': 'Fuzz neu' }, color: '#1f1f1f', kind: 'pending', isDefault: false, pausesSla: true } },
    'PUT /api/v1/statuses/order': { body: { ids: [own.adminStatusId!] } },
    'PUT /api/v1/statuses/{id}': { body: { name: 'Fuzz status renamed', names: {}, color: '#ffc53d', kind: 'open', pausesSla: false } },
    'POST /api/v1/schedules': { body: { name: 'Fuzz new schedule', description: 'Made by the run', timeZone: 'America/New_York', weekly: [{ day: 5, start: '22:00', end: '02:00' }], holidays: [{ name: 'New year', start: '2027-01-01', end: '2027-01-01', yearly: true }] } },
    'POST /api/v1/slas': { body: slaFuzzBody('Fuzz new policy', own.slaScheduleId!, [own.categoryId!], agent.id) },
    'PUT /api/v1/slas/{id}': { body: slaFuzzBody('Fuzz policy renamed', own.slaScheduleId!, [], agent.id) },
    'PUT /api/v1/slas/order': { body: { ids: [own.slaId!] } },
    'PUT /api/v1/schedules/{id}': { body: { name: 'Fuzz schedule renamed', description: null, timeZone: 'UTC', weekly: [{ day: 1, start: '00:00', end: '24:00' }], holidays: [] } },
    'POST /api/v1/schedules/preview': { body: { definition: { timeZone: 'Europe/Berlin', weekly: [{ day: 1, start: '09:00', end: '17:00' }], holidays: [{ name: 'Day off', start: '2026-12-24', end: '2026-12-26', yearly: false }] }, from: '2026-11-27T15:00:00.000Z' } },
    'POST /api/v1/schedules/holidays/import': { body: { ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART;VALUE=DATE:20261225\r\nSUMMARY:Christmas\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' } },
    'POST /api/v1/oauth/clients': { body: { name: 'Fuzz new client', description: 'Made by the run', roleIds: [own.roleId!] } },
    'PUT /api/v1/oauth/clients/{id}': { body: { name: 'Fuzz client renamed', description: null, roleIds: [own.roleId!], enabled: true } },
    'PUT /api/v1/users/me': { body: { name: 'Fuzz Agent' } },
    'PUT /api/v1/organization/logo': { body: { fileId: null } },
    'GET /api/v1/auth/branding': { query: { organizationId: t.app.firstStart.organizationId } },
    'GET /api/v1/files/signedurl': { query: { file: 'report.pdf', fileType: 'application/pdf', folder: 'attachments' } },
    // Every optional property present, so each one is varied; the period and filter must fit together.
    'POST /api/v1/analytics/trend': { body: { period: 'custom', from: '2026-10-01', to: '2026-11-15', interval: 'week', divisionId: randomUUID(), filter: { dimension: 'priority', value: 'High' } } },
  };
  return good[key] ?? {};
}

/** A value the schema accepts, with every optional property present (so each one is varied below). */
function sample(schema: JsonSchema | undefined, name = ''): Json {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0]!;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sample(alternatives.find((alternative) => alternative.type !== 'null') ?? alternatives[0], name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sample(inner, key)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, name));
    case 'string':
      if (schema.format === 'uuid') return own[name] ?? randomUUID();
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-01';
      return 'fuzz'.padEnd(schema.minLength ?? 4, 'z');
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

const ODD_STRINGS = ['a\u0000b', '\ud800', '\udfff x', '<img src=x onerror=alert(1)>', "'; drop table tickets; --", '', ' ', 'x'.repeat(70_000), '%00', '../../etc/passwd', '💥'.repeat(300), '2026-13-45T99:99:99Z', '1e400', '\u202e'];
const ODD_NUMBERS: Json[] = [-1, 0, 1.5, 1e308, 2 ** 53, 2 ** 31, '1', null, true, 'NaN'];
const ODD_VALUES: Json[] = [null, [], {}, 'x', 1, [null], [{}], { __proto__: { polluted: 1 } } as unknown as Json, { constructor: { prototype: { polluted: 1 } } }];
const ODD_PATH = ['abc', '00000000-0000-0000-0000-000000000000', '-1', '1e5', '%00', 'a%00b', '%27', '9'.repeat(40), '%F0%9F%92%A5', '%ED%A0%80', '%C0%AF', 'x'.repeat(3000)];
const ODD_QUERY = ['', '-1', 'abc', '%00', 'a%00b', '1e309', 'true', 'x'.repeat(5000), '%ED%A0%80', '1.5', '0', '99999999999999999999'];

/** Each leaf of `value` with its path, the whole value first. */
function* leaves(value: Json, path: string[] = []): Generator<[string[], Json]> {
  yield [path, value];
  if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) yield* leaves(inner, [...path, key]);
}
function replaceAt(value: Json, path: string[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy: Record<string, Json> | Json[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, Json>) };
  (copy as Record<string, Json>)[path[0]!] = replaceAt((value as Record<string, Json>)[path[0]!]!, path.slice(1), replacement);
  return copy;
}

interface Outcome {
  request: string;
  statusCode: number;
  problem?: string;
}

async function send(method: string, url: string, headers: Record<string, string>, body: Json | undefined, request: string): Promise<Outcome> {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const outcome: Outcome = { request, statusCode: response.statusCode };
  if (response.statusCode >= 500) outcome.problem = `${response.statusCode} ${response.body.slice(0, 200)}`;
  else if (response.statusCode >= 400) {
    let body: Record<string, Json> | undefined;
    try {
      body = json(response);
    } catch {
      body = undefined;
    }
    const shaped = body && body.statusCode === response.statusCode && typeof body.code === 'string' && typeof body.message === 'string' && body.message.length > 0;
    if (!shaped) outcome.problem = `${response.statusCode} without the error shape: ${response.body.slice(0, 200)}`;
  }
  return outcome;
}

const queryString = (query: Record<string, string>) => {
  const pairs = Object.entries(query);
  // Values holding a %-escape are sent as they are, to reach the server's decoder undecoded.
  return pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value.includes('%') ? value : encodeURIComponent(value)}`).join('&')}`;
};

describe('odd input that used to reach the database', () => {
  test('NUL characters are dropped from bodies and queries, keeping the rest', async () => {
    const raised = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title: 'Scan\u0000ner', description: 'Jams\u0000 daily', categoryId: own.categoryId } });
    assert.equal(raised.statusCode, 201, raised.body);
    assert.equal(json(raised).title, 'Scanner');
    const found = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(agent.token), payload: { query: 'Scan\u0000ner' } });
    assert.equal(found.statusCode, 200, found.body);
    assert.deepEqual((json(found).entities as { title: string }[]).map((ticket) => ticket.title), ['Scanner']);
    const assignees = await t.app.inject({ method: 'GET', url: '/api/v1/tickets/assignees?query=a%00', headers: bearer(agent.token) });
    assert.equal(assignees.statusCode, 200, assignees.body);
  });

  test('half of a surrogate pair becomes U+FFFD, so audited and JSON columns store it', async () => {
    const raised = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title: 'Broken \ud800 pair', description: 'Jams \udc00 daily', categoryId: own.categoryId } });
    assert.equal(raised.statusCode, 201, raised.body);
    assert.equal(json(raised).title, 'Broken \ufffd pair');
    // The audit entry of a settings change keeps the values in jsonb, which refuses a lone surrogate.
    const settings = { name: 'Acme \ud83d', defaultLanguage: 'en-us', timeZone: 'UTC', dateFormat: 'DD/MM/YYYY', supportEmail: null, hubSelfRegistration: true, hubTitle: null };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/organization/settings', headers: bearer(agent.token), payload: settings });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(json(saved).name, 'Acme \ufffd');
  });

  test('input nested deeper than any request of ours is a 400 before anything walks it', async () => {
    for (const [open, close] of [['[', ']'], ['{"a":', '}']]) {
      const payload = `{"query":"x","filters":${open.repeat(20_000)}1${close.repeat(20_000)}}`;
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: { ...bearer(agent.token), 'content-type': 'application/json' }, payload });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(json(response).details, [{ field: '/body', message: 'is nested more than 32 levels deep' }]);
    }
  });

  test('a category id that is not a UUID is "not an active category", not a database error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title: 'T', description: 'D', categoryId: 'printers' } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(json(response).details, [{ field: '/categoryId', message: 'is not an active category' }]);
  });

  test('an absurd page number is a 400 on the field, on every list', async () => {
    const lists: [string, string, object | undefined][] = [
      ['POST', '/api/v1/categories/search', { pageNumber: 1e308 }],
      ['POST', '/api/v1/customers/search', { pageNumber: 1e308 }],
      ['POST', '/api/v1/tickets/search', { pageNumber: 1e308 }],
      ['GET', `/api/v1/customers/${customer.id}/tickets?pageNumber=99999999999`, undefined],
      ['GET', '/api/v1/notifications?pageNumber=99999999999', undefined],
    ];
    for (const [method, url, payload] of lists) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: bearer(agent.token), payload });
      assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
      assert.equal((json(response).details as { field: string }[])[0]!.field, '/pageNumber');
    }
  });
});

describe("another organisation's records", () => {
  test('no route finds, changes or deletes them by id, whoever calls', async () => {
    const found: string[] = [];
    for (const operation of operations) {
      if (!operation.path.includes('{') || operation.path.includes('{fileId}')) continue;
      const good = knownGood(operation);
      const body = operation.bodySchema ? (good.body ?? sample(operation.bodySchema)) : undefined;
      const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => idFor(operation.path, name, foreign));
      for (const [caller, headers] of [['agent', bearer(agent.token)], ['customer', bearer(customer.token)]] as const) {
        const outcome = await send(operation.method, url, headers, body, `${caller} ${operation.method} ${operation.path}`);
        if (outcome.statusCode < 400 || outcome.statusCode >= 500 || outcome.problem) found.push(`${outcome.request}: ${outcome.statusCode} ${outcome.problem ?? ''}`);
      }
    }
    assert.deepEqual(found, []);
    const theirs = await t.app.db.selectFrom('tickets').select(['title', 'priority']).where('id', '=', foreign.ticketId!).executeTakeFirst();
    assert.deepEqual(theirs, { title: 'Theirs', priority: null });
    const theirComments = await t.app.db.selectFrom('ticket_comments').select('text').where('ticket_id', '=', foreign.ticketId!).execute();
    assert.deepEqual(theirComments, [{ text: 'Private note' }]);
  });
});

describe('every route with odd input', () => {
  test('nothing a client sends is a server error; every refusal has the error shape', async () => {
    assert.ok(operations.length >= 50, `the OpenAPI document lists ${operations.length} operations`);
    const callers: [string, Record<string, string>][] = [
      ['agent', bearer(agent.token)],
      ['customer', bearer(customer.token)],
      ['anonymous', {}],
    ];
    const problems: string[] = [];
    const validAnswers = new Map<string, number[]>();
    let requests = 0;
    for (const operation of operations) {
      if (operation.path.startsWith('/api/docs')) continue;
      const good = knownGood(operation);
      const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
      const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
      const baseQuery = good.query ?? Object.fromEntries(queryParameters.map((parameter) => [parameter.name, String(sample(parameter.schema, parameter.name))]));
      const body = operation.bodySchema ? (good.body ?? sample(operation.bodySchema)) : undefined;
      const url = (overrides: Record<string, string> = {}, query = baseQuery) =>
        operation.path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? idFor(operation.path, name, own)) + queryString(query);
      for (const [caller, headers] of callers) {
        const label = `${caller} ${operation.method} ${operation.path}`;
        const variants: [string, string, Json | undefined][] = [[url(), 'valid', body]];
        for (const parameter of pathParameters) for (const value of ODD_PATH) variants.push([url({ [parameter.name]: value }), `path ${parameter.name}=${value.slice(0, 24)}`, body]);
        for (const parameter of queryParameters) for (const value of ODD_QUERY) variants.push([url({}, { ...baseQuery, [parameter.name]: value }), `query ${parameter.name}=${value.slice(0, 24)}`, body]);
        if (body !== undefined) {
          for (const [path, value] of leaves(body)) {
            const odd = typeof value === 'string' ? ODD_STRINGS : typeof value === 'number' ? ODD_NUMBERS : ODD_VALUES;
            for (const replacement of odd) variants.push([url(), `body /${path.join('/')}=${JSON.stringify(replacement)?.slice(0, 24)}`, replaceAt(body, path, replacement)]);
          }
        }
        for (const [target, what, payload] of variants) {
          requests++;
          const outcome = await send(operation.method, target, headers, payload, `${label} ${what}`);
          if (what === 'valid') validAnswers.set(`${operation.method} ${operation.path}`, [...(validAnswers.get(`${operation.method} ${operation.path}`) ?? []), outcome.statusCode]);
          if (outcome.problem) problems.push(`${outcome.request}: ${outcome.problem}`);
        }
      }
    }
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} of ${requests} requests failed`);

    // The valid request must get through for some caller, or the variants above only tested the
    // door. These few need a secret the run does not have (a mailed code or link, a signed URL).
    const needsASecret = new Set([
      'POST /api/v1/oauth/accessToken',
      'POST /api/v1/auth/token',
      'POST /api/v1/auth/otp/resend',
      'POST /api/v1/auth/otp/verify',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/password/reset',
      'POST /api/v1/oauth/password/reset',
      'POST /api/v1/oauth/invite/accept',
      // Needs the caller's current password, and would end the run's other sessions of that agent.
      'PUT /api/v1/users/me/password',
      'POST /api/v1/notifications/{id}/read',
      'PUT /api/v1/files/{fileId}',
      'GET /api/v1/files/{fileId}',
      'GET /api/v1/files/{fileId}/content',
      // Sent messages cannot be discarded, and the draft is sent before the DELETE runs.
      'DELETE /api/v1/tickets/{ticketId}/messages/{messageId}',
      // The customer has tickets, which keeps them.
      'DELETE /api/v1/customers/{id}',
    ]);
    const blocked = [...validAnswers].filter(([key, statuses]) => !needsASecret.has(key) && !statuses.some((status) => status < 400));
    assert.deepEqual(blocked, [], 'operations whose valid request was refused for every caller');
  });
});
