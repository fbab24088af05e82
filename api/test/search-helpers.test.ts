import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { inPage, isoDate, isoDateOrNull, likePattern, pageOf, pageResult, sortedBy } from '../src/db/search.js';
import type { Database } from '../src/db/index.js';

// A database that only compiles, to check the SQL the helpers add.
const compiler = new Kysely<Database>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler() },
});

describe('search helpers', () => {
  test('a LIKE pattern matches `%`, `_` and `\\` typed by the user literally', () => {
    assert.equal(likePattern('50%_off\\'), '%50\\%\\_off\\\\%');
    assert.equal(likePattern('plain'), '%plain%');
  });

  test('dates go out as ISO 8601 in UTC, empty ones as null', () => {
    assert.equal(isoDate(new Date(Date.UTC(2026, 0, 2, 3, 4, 5))), '2026-01-02T03:04:05.000Z');
    assert.equal(isoDate('2026-01-02 04:04:05+01'), '2026-01-02T03:04:05.000Z');
    assert.equal(isoDateOrNull(null), null);
    assert.equal(isoDateOrNull(undefined), null);
  });

  test('a page defaults to the first, caps its size and skips the earlier pages', () => {
    assert.deepEqual(pageOf({}, { defaultSize: 25 }), { pageNumber: 1, pageSize: 25, offset: 0 });
    assert.deepEqual(pageOf({ pageNumber: 3, pageSize: 500 }, { defaultSize: 25, maxSize: 100 }), { pageNumber: 3, pageSize: 100, offset: 200 });
    assert.deepEqual(pageResult(['a'], '41', { pageNumber: 2, pageSize: 20 }), { entities: ['a'], totalCount: 41, pageNumber: 2, pageSize: 20 });
  });

  test('the page and the sort direction reach the SQL as limit, offset and asc/desc only', () => {
    const query = compiler
      .selectFrom('categories')
      .select('id')
      .orderBy(sortedBy(sql.ref('name'), 'desc', { nullsLast: true }))
      .orderBy(sortedBy(sql.ref('id'), undefined, { fallback: 'desc' }))
      .$call(inPage(pageOf({ pageNumber: 2, pageSize: 10 }, { defaultSize: 25 })))
      .compile();
    assert.equal(query.sql, 'select "id" from "categories" order by "name" desc nulls last, "id" desc limit $1 offset $2');
    assert.deepEqual(query.parameters, [10, 10]);
  });
});
