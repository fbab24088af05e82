import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { prepared } from '../src/db/prepared.js';
import { homeDivisionOf } from '../src/features/directory/divisions/home-division.js';
import { listCustomerTickets } from '../src/features/hub/tickets/index.js';
import { loadPolicies } from '../src/features/service-levels/engine/index.js';
import { databaseKind, testAppForSuite } from './helpers.js';
import { createCustomer } from './hub-fixtures.js';

// The statements every request makes (the home division, the service-level policies, the hub's
// session check…) are prepared once per connection on a PostgreSQL server, then only bound and run.

const t = testAppForSuite();

const preparedOnThisConnection = sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`;

test('a marked statement answers for each value it is given, on both engines', async () => {
  const organizationId = t.app.firstStart.organizationId;
  await t.app.db.connection().execute(async (connection) => {
    const byName = (name: string) => prepared(connection.selectFrom('statuses').select('name').where('organization_id', '=', organizationId).where('name', '=', name));
    const statuses = await connection.selectFrom('statuses').select('name').where('organization_id', '=', organizationId).orderBy('name').execute();
    assert.ok(statuses.length >= 2);
    for (const { name } of [...statuses, ...statuses]) assert.deepEqual(await byName(name).execute(), [{ name }]);
    assert.deepEqual(await byName('no such status').execute(), []);
  });
});

test('on a PostgreSQL server it is parsed once per connection under a name of its own, and nothing else is kept', async () => {
  const organizationId = t.app.firstStart.organizationId;
  const customer = await createCustomer(t, 'prepared.lists@example.com');
  await t.app.db.connection().execute(async (connection) => {
    for (let i = 0; i < 3; i += 1) {
      await homeDivisionOf(connection, organizationId);
      await loadPolicies(connection, organizationId);
      await listCustomerTickets(connection, { organizationId, customerId: customer.id }, { pageNumber: 1, pageSize: 10 });
      await connection.selectFrom('statuses').select('id').where('organization_id', '=', organizationId).execute();
    }
    const kept = (await preparedOnThisConnection.execute(connection)).rows;
    // Embedded PGlite runs the same SQL unprepared (the mark is a comment there).
    if (databaseKind === 'pglite') return assert.deepEqual(kept, []);
    assert.ok(kept.some((row) => row.statement.includes('from "divisions"')), JSON.stringify(kept));
    assert.ok(kept.some((row) => row.statement.includes('from "sla_policies"')), JSON.stringify(kept));
    assert.ok(kept.some((row) => row.statement.includes('from hub_ticket_reads')), JSON.stringify(kept));
    // Once each, and only what was marked.
    assert.equal(new Set(kept.map((row) => row.statement)).size, kept.length);
    for (const row of kept) {
      assert.match(row.name, /^sb_/);
      assert.ok(row.statement.endsWith('/* prepared */'), row.statement);
    }
  });
});
