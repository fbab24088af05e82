import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CompiledQuery, sql } from 'kysely';
import { selectInWrittenJoinOrder } from '../src/db/written-join-order.js';
import { bearer, loginTokens, testAppForSuite } from './helpers.js';
import { createCustomer } from './hub-fixtures.js';

// An agent's ticket row joins eight tables by primary key; PostgreSQL is told to keep the written
// order for it instead of weighing every other (which cost it 8–9 ms per search, more than the
// search itself). The setting must reach that statement and no other.

const t = testAppForSuite();

const setting = sql<string>`current_setting('join_collapse_limit')`.as('value');

/** The setting as each of the pool's connections has it (all ten held at once; one for PGlite). */
async function settingsOfEveryConnection(): Promise<string[]> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  const connections = Array.from({ length: 10 }, () =>
    t.app.db.connection().execute(async (connection) => {
      seen.push((await connection.selectNoFrom(setting).executeTakeFirstOrThrow()).value);
      if (seen.length === 10) release();
      // PGlite has a single connection: the next one waits for this one to be let go.
      await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 50))]);
    }),
  );
  await Promise.all(connections);
  return seen;
}

test('the statement is planned in its written order and every connection gets its setting back', async () => {
  const [row] = await selectInWrittenJoinOrder(t.app.db, t.app.db.selectNoFrom(setting));
  assert.equal(row?.value, '1');
  assert.deepEqual(new Set(await settingsOfEveryConnection()), new Set(['8']));

  // A statement that fails gives its connection back as it found it too.
  await assert.rejects(selectInWrittenJoinOrder(t.app.db, t.app.db.selectNoFrom(sql<number>`1 / 0`.as('value'))));
  assert.deepEqual(new Set(await settingsOfEveryConnection()), new Set(['8']));
});

test('inside a transaction the setting is changed for the statement only', async () => {
  const seen = await t.app.db.transaction().execute(async (trx) => {
    const [during] = await selectInWrittenJoinOrder(trx, trx.selectNoFrom(setting));
    const after = await trx.selectNoFrom(setting).executeTakeFirstOrThrow();
    return [during?.value, after.value];
  });
  assert.deepEqual(seen, ['1', '8']);
});

test("a search, a ticket's details, a new ticket and a change each plan their ticket rows in written order", async () => {
  const admin = (await loginTokens(t.app)).access_token;
  const customer = await createCustomer(t, 'written.order@example.com');
  type Executor = { executeQuery: (query: { sql: string }, ...rest: unknown[]) => Promise<unknown>; provideConnection: <T>(use: (connection: { executeQuery: (query: CompiledQuery) => Promise<{ rows: unknown[] }> }) => Promise<T>) => Promise<T> };
  const statements: { text: string; executor: Executor }[] = [];
  // Every Kysely instance (transactions and reserved connections included) executes through the same executor class.
  let owner: Executor = t.app.db.getExecutor() as never;
  while (!Object.prototype.hasOwnProperty.call(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner);
  const original = owner.executeQuery;
  owner.executeQuery = function (this: Executor, query, ...rest) {
    statements.push({ text: query.sql, executor: this });
    return original.call(this, query, ...rest);
  };
  try {
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: bearer(admin), payload: { title: 'Written order', description: 'x', customerId: customer.id } });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json<{ id: string }>().id;
    for (const request of [
      { method: 'GET' as const, url: `/api/v1/tickets/${id}` },
      { method: 'POST' as const, url: '/api/v1/tickets/search', payload: { pageNumber: 1, pageSize: 25 } },
      { method: 'POST' as const, url: '/api/v1/tickets/search', payload: { pageNumber: 1, pageSize: 25, query: 'Written' } },
      { method: 'PATCH' as const, url: `/api/v1/tickets/${id}`, payload: { priority: 'High' } },
    ]) {
      const response = await t.app.inject({ ...request, headers: bearer(admin) });
      assert.equal(response.statusCode, 200, `${request.method} ${request.url}: ${response.body}`);
    }
  } finally {
    owner.executeQuery = original;
  }
  // The agent row is the statement that joins the ticket's service level to its division. It runs
  // right after a SET (in a transaction, and on PGlite) or on connections opened with the setting.
  const rows = statements.flatMap((statement, index) => (statement.text.includes('left join "divisions"') && statement.text.includes('left join "ticket_slas"') ? [index] : []));
  assert.ok(rows.length >= 6, `ticket rows read: ${rows.length}`);
  for (const index of rows) {
    const { text, executor } = statements[index]!;
    if (/^set (local )?join_collapse_limit = 1$/.test(statements[index - 1]!.text)) {
      assert.match(statements[index + 1]!.text, /^(reset join_collapse_limit|set local join_collapse_limit to default)$/);
    } else {
      const shown = await executor.provideConnection((connection) => connection.executeQuery(CompiledQuery.raw("select current_setting('join_collapse_limit') as value")));
      assert.deepEqual(shown.rows, [{ value: '1' }], text);
    }
  }
});
