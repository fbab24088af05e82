import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AuditEntry, ScheduleDetails, ScheduleHolidayImportResponse, SchedulePreviewResponse, ScheduleSearchResponse } from '@switchboard/shared/contracts';
import { ensureDefaultSchedule } from '../src/features/service-levels/index.js';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createOrganization } from './hub-fixtures.js';

// Schedules: administration of business hours (weekly intervals in a time zone, holidays), the
// preview of the next open/close moments, the holiday import from iCalendar text, and the default
// schedule an organisation gets.

const ADMIN = ['organization:schedules:view', 'organization:schedules:add', 'organization:schedules:edit', 'organization:schedules:delete', 'organization:settings:edit'] as const;

let admin: TestAgent;
let outsider: TestAgent;
let otherOrganization: string;
/** The app's clock: the real time unless a test pins it. */
let pinnedNow: Date | undefined;

const t = testAppForSuite({}, { clock: () => pinnedNow ?? new Date() }, async () => {
  admin = await createAgent(t, ADMIN, { name: 'Sam Schedules' });
  otherOrganization = await createOrganization(t, 'Elsewhere (schedules)');
  outsider = await createAgent(t, ADMIN, { name: 'Otto Outsider', organizationId: otherOrganization });
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, agent: TestAgent = admin) =>
  t.app.inject({ method, url: `/api/v1/${path}`, headers: bearer(agent.token), ...(body === undefined ? {} : { payload: body as object }) });

async function ok<T>(response: Awaited<ReturnType<typeof api>>, status = 200): Promise<T> {
  assert.equal(response.statusCode, status, response.body);
  return response.json() as T;
}

const weekdays = (start = '09:00', end = '17:00') => ([1, 2, 3, 4, 5] as const).map((day) => ({ day, start, end }));
let scheduleCount = 0;
const body = (overrides: Record<string, unknown> = {}) => ({ name: `Schedule ${++scheduleCount}`, timeZone: 'Europe/Berlin', weekly: weekdays(), holidays: [], ...overrides });
const createSchedule = async (overrides: Record<string, unknown> = {}, agent: TestAgent = admin) => ok<ScheduleDetails>(await api('POST', 'schedules', body(overrides), agent), 201);
const fieldsOf = (response: Awaited<ReturnType<typeof api>>) => (response.json().details as { field: string }[]).map((detail) => detail.field);

async function auditOf(scheduleId: string): Promise<AuditEntry[]> {
  return (await ok<{ entities: AuditEntry[] }>(await api('POST', 'audit/search', { filters: { entityType: 'schedule', entityId: scheduleId } }))).entities;
}

describe('schedule administration', () => {
  test('create, read, search, update and delete, each change audited', async () => {
    const created = await createSchedule({
      name: '  Support desk  ',
      description: 'Berlin office',
      weekly: [{ day: 2, start: '09:00', end: '17:00' }, { day: 1, start: '13:00', end: '17:00' }, { day: 1, start: '08:00', end: '12:00' }],
      holidays: [{ name: 'Christmas', start: '2026-12-24', end: '2026-12-26', yearly: true }],
    });
    assert.equal(created.name, 'Support desk');
    assert.equal(created.description, 'Berlin office');
    assert.equal(created.timeZone, 'Europe/Berlin');
    // Kept in weekday and start order, whatever order they were sent in.
    assert.deepEqual(created.weekly, [{ day: 1, start: '08:00', end: '12:00' }, { day: 1, start: '13:00', end: '17:00' }, { day: 2, start: '09:00', end: '17:00' }]);
    assert.deepEqual(created.holidays, [{ name: 'Christmas', start: '2026-12-24', end: '2026-12-26', yearly: true }]);
    assert.equal(created.slaPolicyCount, 0);

    assert.deepEqual(await ok<ScheduleDetails>(await api('GET', `schedules/${created.id}`)), created);
    const found = await ok<ScheduleSearchResponse>(await api('POST', 'schedules/search', { query: 'support' }));
    assert.deepEqual(found.entities.map((row) => row.id), [created.id]);
    assert.equal(found.totalCount, 1);

    const updated = await ok<ScheduleDetails>(await api('PUT', `schedules/${created.id}`, { name: 'Support desk (winter)', timeZone: 'America/New_York', weekly: weekdays('08:00', '16:00'), holidays: [] }));
    assert.equal(updated.name, 'Support desk (winter)');
    assert.equal(updated.description, null);
    assert.equal(updated.timeZone, 'America/New_York');
    assert.equal(updated.weekly.length, 5);
    assert.deepEqual(updated.holidays, []);

    // Newest change first when sorted by the time of the last change, descending.
    const other = await createSchedule();
    const byChange = await ok<ScheduleSearchResponse>(await api('POST', 'schedules/search', { sort: { field: 'updatedAt', order: 'desc' }, pageSize: 100 }));
    assert.equal(byChange.entities[0]?.id, other.id);

    const deleted = await api('DELETE', `schedules/${created.id}`);
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal((await api('GET', `schedules/${created.id}`)).statusCode, 404);

    const entries = await auditOf(created.id);
    assert.deepEqual(entries.map((entry) => entry.action).sort(), ['create', 'delete', 'update']);
    const update = entries.find((entry) => entry.action === 'update')!;
    assert.equal(update.before?.timeZone, 'Europe/Berlin');
    assert.equal(update.after?.timeZone, 'America/New_York');
  });

  test('an update that changes nothing is not audited and keeps the time of the last change', async () => {
    const schedule = await createSchedule();
    const again = await ok<ScheduleDetails>(await api('PUT', `schedules/${schedule.id}`, { name: schedule.name, timeZone: schedule.timeZone, weekly: schedule.weekly, holidays: schedule.holidays }));
    assert.equal(again.updatedAt, schedule.updatedAt);
    assert.deepEqual((await auditOf(schedule.id)).map((entry) => entry.action), ['create']);
  });

  test('names are unique whatever their case: 409 CONFLICT on /name', async () => {
    await createSchedule({ name: 'Night shift' });
    const clash = await api('POST', 'schedules', body({ name: 'NIGHT SHIFT' }));
    assert.equal(clash.statusCode, 409, clash.body);
    assert.equal(clash.json().code, 'CONFLICT');
    assert.deepEqual(fieldsOf(clash), ['/name']);
    const other = await createSchedule();
    const renameClash = await api('PUT', `schedules/${other.id}`, body({ name: 'night shift' }));
    assert.equal(renameClash.statusCode, 409, renameClash.body);
    // Another organisation may use the same name.
    await createSchedule({ name: 'Night shift' }, outsider);
  });

  test('each invalid field is refused with 400 VALIDATION_FAILED naming it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, '/name'],
      [{ timeZone: 'Mars/Olympus_Mons' }, '/timeZone'],
      [{ weekly: [] }, '/weekly'],
      [{ weekly: [{ day: 8, start: '09:00', end: '17:00' }] }, '/weekly/0/day'],
      [{ weekly: [{ day: 1, start: '24:00', end: '17:00' }] }, '/weekly/0/start'],
      [{ weekly: [{ day: 1, start: '09:00', end: '25:00' }] }, '/weekly/0/end'],
      [{ weekly: [{ day: 1, start: '09:00', end: '09:00' }] }, '/weekly/0/end'],
      [{ weekly: [{ day: 1, start: '09:00', end: '17:00' }, { day: 1, start: '12:00', end: '18:00' }] }, '/weekly/1/start'],
      [{ holidays: [{ name: 'Nope', start: '2026-02-30', end: '2026-03-01', yearly: false }] }, '/holidays/0/start'],
      [{ holidays: [{ name: 'Backwards', start: '2026-05-02', end: '2026-05-01', yearly: false }] }, '/holidays/0/end'],
      [{ holidays: [{ name: ' ', start: '2026-05-01', end: '2026-05-01', yearly: false }] }, '/holidays/0/name'],
    ];
    for (const [overrides, field] of cases) {
      const refused = await api('POST', 'schedules', body(overrides));
      assert.equal(refused.statusCode, 400, `${JSON.stringify(overrides)}: ${refused.body}`);
      assert.equal(refused.json().code, 'VALIDATION_FAILED');
      assert.ok(fieldsOf(refused).includes(field), `${JSON.stringify(overrides)}: expected ${field} in ${refused.body}`);
    }
    const tooMany = await api('POST', 'schedules', body({ weekly: Array.from({ length: 51 }, () => ({ day: 1, start: '09:00', end: '10:00' })) }));
    assert.equal(tooMany.statusCode, 400);
    // Nothing was saved by the refused writes.
    const listed = await ok<ScheduleSearchResponse>(await api('POST', 'schedules/search', { query: 'Backwards' }));
    assert.equal(listed.totalCount, 0);
  });

  test('another organisation’s schedule is not found, and never listed', async () => {
    const theirs = await createSchedule({ name: 'Their hours' }, outsider);
    assert.equal((await api('GET', `schedules/${theirs.id}`)).statusCode, 404);
    assert.equal((await api('PUT', `schedules/${theirs.id}`, body())).statusCode, 404);
    assert.equal((await api('DELETE', `schedules/${theirs.id}`)).statusCode, 404);
    const listed = await ok<ScheduleSearchResponse>(await api('POST', 'schedules/search', { query: 'Their hours' }));
    assert.equal(listed.totalCount, 0);
    assert.equal((await ok<ScheduleDetails>(await api('GET', `schedules/${theirs.id}`, undefined, outsider))).name, 'Their hours');
  });

  test('a schedule a service level policy uses cannot be deleted: 409 CONFLICT on /id naming how many', async () => {
    const schedule = await createSchedule();
    const organizationId = t.app.firstStart.organizationId;
    for (const name of ['Gold', 'Silver']) {
      await t.app.db
        .insertInto('sla_policies')
        .values({ organization_id: organizationId, name: `${name} ${schedule.id}`, position: 1000, enabled: false, schedule_id: schedule.id, conditions: '{}', targets: '{}', escalations: '[]' })
        .execute();
    }
    assert.equal((await ok<ScheduleDetails>(await api('GET', `schedules/${schedule.id}`))).slaPolicyCount, 2);
    const refused = await api('DELETE', `schedules/${schedule.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'CONFLICT');
    assert.equal(refused.json().details[0].field, '/id');
    assert.match(refused.json().details[0].message, /2 service level policies/);
    assert.equal((await api('GET', `schedules/${schedule.id}`)).statusCode, 200);
    await t.app.db.deleteFrom('sla_policies').where('schedule_id', '=', schedule.id).execute();
    assert.equal((await api('DELETE', `schedules/${schedule.id}`)).statusCode, 204);
  });
});

describe('schedule preview', () => {
  const definition = { timeZone: 'Europe/Berlin', weekly: weekdays(), holidays: [] };

  test('Friday 16:00 in a Monday–Friday schedule: open now, closes at 17:00, opens again Monday 09:00', async () => {
    // Friday 27 November 2026, 16:00 in Berlin (UTC+1).
    const preview = await ok<SchedulePreviewResponse>(await api('POST', 'schedules/preview', { definition, from: '2026-11-27T15:00:00.000Z' }));
    assert.equal(preview.openNow, true);
    assert.equal(preview.transitions.length, 6);
    assert.deepEqual(preview.transitions.slice(0, 3), [
      { at: '2026-11-27T16:00:00.000Z', open: false },
      { at: '2026-11-30T08:00:00.000Z', open: true },
      { at: '2026-11-30T16:00:00.000Z', open: false },
    ]);
  });

  test('without a moment it looks from the app’s clock; a holiday moves the next opening', async () => {
    pinnedNow = new Date('2026-11-27T17:30:00.000Z');
    try {
      const holiday = { name: 'Bridge day', start: '2026-11-30', end: '2026-11-30', yearly: false };
      const preview = await ok<SchedulePreviewResponse>(await api('POST', 'schedules/preview', { definition: { ...definition, holidays: [holiday] } }));
      assert.equal(preview.openNow, false);
      assert.deepEqual(preview.transitions[0], { at: '2026-12-01T08:00:00.000Z', open: true });
    } finally {
      pinnedNow = undefined;
    }
  });

  test('an invalid definition is refused with 400 naming the field under /definition', async () => {
    const refused = await api('POST', 'schedules/preview', { definition: { ...definition, weekly: [] } });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().code, 'VALIDATION_FAILED');
    assert.ok(fieldsOf(refused).includes('/definition/weekly'), refused.body);
    const zone = await api('POST', 'schedules/preview', { definition: { ...definition, timeZone: 'Nowhere/Special' } });
    assert.equal(zone.statusCode, 400);
    assert.ok(fieldsOf(zone).includes('/definition/timeZone'), zone.body);
  });
});

describe('holiday import from iCalendar', () => {
  const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Switchboard//Test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
  const event = (...lines: string[]) => ['BEGIN:VEVENT', `UID:${Math.random()}@test`, ...lines, 'END:VEVENT'].join('\r\n');

  test('all-day events become holidays with inclusive ends, yearly ones repeat, timed ones are skipped and counted', async () => {
    const ics = calendar(
      event('DTSTART;VALUE=DATE:20261224', 'DTEND;VALUE=DATE:20261227', 'SUMMARY:Christmas break'),
      event('DTSTART;VALUE=DATE:20260501', 'DTEND;VALUE=DATE:20260502', 'RRULE:FREQ=YEARLY', 'SUMMARY:Labour Day'),
      event('DTSTART;VALUE=DATE:20261003', 'SUMMARY:Unity Day'),
      event('DTSTART:20260310T100000Z', 'DTEND:20260310T110000Z', 'SUMMARY:Team meeting'),
    );
    const imported = await ok<ScheduleHolidayImportResponse>(await api('POST', 'schedules/holidays/import', { ics }));
    assert.deepEqual(imported.holidays, [
      { name: 'Labour Day', start: '2026-05-01', end: '2026-05-01', yearly: true },
      { name: 'Unity Day', start: '2026-10-03', end: '2026-10-03', yearly: false },
      { name: 'Christmas break', start: '2026-12-24', end: '2026-12-26', yearly: false },
    ]);
    assert.equal(imported.skipped, 1);
    // What was imported is accepted as a schedule's holidays.
    await createSchedule({ holidays: imported.holidays });
  });

  test('text that is not an iCalendar is refused with 400 VALIDATION_FAILED on /ics', async () => {
    for (const ics of ['not a calendar at all', '', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT', 'BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n']) {
      const refused = await api('POST', 'schedules/holidays/import', { ics });
      assert.equal(refused.statusCode, 400, `${JSON.stringify(ics)}: ${refused.body}`);
      assert.equal(refused.json().code, 'VALIDATION_FAILED');
      assert.deepEqual(fieldsOf(refused), ['/ics']);
    }
  });
});

describe('default schedule', () => {
  test('an organisation without schedules gets "Business hours", Monday–Friday 09:00–17:00 in its zone, once', async () => {
    const fresh = await createOrganization(t, 'Fresh (schedules)');
    await t.app.db.updateTable('organizations').set({ time_zone: 'Asia/Tokyo' }).where('id', '=', fresh).execute();
    const [a, b] = await Promise.all([ensureDefaultSchedule(t.app.db, fresh), ensureDefaultSchedule(t.app.db, fresh)]);
    assert.equal(a, b);
    const rows = await t.app.db.selectFrom('schedules').selectAll().where('organization_id', '=', fresh).execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.name, 'Business hours');
    assert.equal(rows[0]!.time_zone, 'Asia/Tokyo');
    assert.deepEqual(rows[0]!.weekly, weekdays());
    assert.equal(await ensureDefaultSchedule(t.app.db, fresh), a);
  });
});
