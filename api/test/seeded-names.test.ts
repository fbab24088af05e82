import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LOCALES, SEEDED_NAMES } from '@switchboard/shared/contracts';
import { startTestApp, type TestApp } from './helpers.js';

// Front ends show what the first start seeds in the reader's language while it keeps its seeded
// name (`SEEDED_NAMES`); a seeded name that drifted from that list would silently show in English.
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.close();
});

test('the first start seeds the names the front ends translate', async () => {
  const organizationId = t.app.firstStart.organizationId;
  const roles = await t.app.db.selectFrom('roles').select('name').where('organization_id', '=', organizationId).where('built_in', '=', true).orderBy('name').execute();
  assert.deepEqual(
    roles.map((role) => role.name),
    Object.values(SEEDED_NAMES.role).sort(),
  );
  const home = await t.app.db.selectFrom('divisions').select('name').where('organization_id', '=', organizationId).where('is_home', '=', true).executeTakeFirstOrThrow();
  assert.equal(home.name, SEEDED_NAMES.division.homeDivision);
  const schedule = await t.app.db.selectFrom('schedules').select('name').where('organization_id', '=', organizationId).orderBy('created_at').limit(1).executeTakeFirstOrThrow();
  assert.equal(schedule.name, SEEDED_NAMES.schedule.businessHours);
  const policy = await t.app.db.selectFrom('sla_policies').select('name').where('organization_id', '=', organizationId).orderBy('created_at').limit(1).executeTakeFirstOrThrow();
  assert.equal(policy.name, SEEDED_NAMES.slaPolicy.standardPolicy);
});

test('every seeded status carries its name in each of the ten languages', async () => {
  const statuses = await t.app.db.selectFrom('statuses').select(['name', 'names']).where('organization_id', '=', t.app.firstStart.organizationId).execute();
  assert.equal(statuses.length, 5);
  for (const status of statuses) {
    const names = (typeof status.names === 'string' ? JSON.parse(status.names) : status.names) as Record<string, string>;
    assert.deepEqual(Object.keys(names).sort(), [...LOCALES].sort(), status.name);
    for (const locale of LOCALES) assert.ok(names[locale]?.trim(), `${status.name} in ${locale}`);
  }
});
