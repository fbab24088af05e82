import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/index.js';
import { homeDivisionOf } from '../../directory/divisions/home-division.js';
import { divisionScope, scopeCovers, type ScopeCaller } from '../../tickets/shared/index.js';

/**
 * The divisions a dashboard counts: every one, or the listed ids, plus rows without a division
 * (`withoutDivision`) when the Home division is among them. The figures tables (rollup, open counts)
 * and `tickets` all keep "no division" as null, so one condition fits each.
 */
export type DivisionSlice = { all: true } | { all: false; ids: string[]; withoutDivision: boolean };

/**
 * Where the caller holds the dashboard's `permission`, narrowed to `divisionId` when asked. A division
 * outside the caller's reach counts nothing, like a foreign division filter in the tickets list: an
 * id reveals nothing either way.
 */
export async function divisionSlice(db: Kysely<Database>, caller: ScopeCaller, permission: string, divisionId: string | undefined): Promise<DivisionSlice> {
  const scope = await divisionScope(db, caller, permission);
  if (divisionId !== undefined) {
    const id = divisionId.toLowerCase();
    if (!scopeCovers(scope, id)) return { all: false, ids: [], withoutDivision: false };
    const home = await homeDivisionOf(db, caller.organizationId);
    return { all: false, ids: [id], withoutDivision: home.id.toLowerCase() === id };
  }
  if (scope.all) return scope;
  return { all: false, ids: scope.divisionIds, withoutDivision: scope.homeId !== null && scope.divisionIds.includes(scope.homeId) };
}

/** The slice as a condition on a `division_id` column (`table.division_id`). */
export function inSlice(column: string, slice: DivisionSlice): RawBuilder<SqlBool> {
  if (slice.all) return sql<SqlBool>`true`;
  const ref = sql.ref(column);
  const either: RawBuilder<SqlBool>[] = [];
  if (slice.ids.length > 0) either.push(sql<SqlBool>`${ref} in (${sql.join(slice.ids)})`);
  if (slice.withoutDivision) either.push(sql<SqlBool>`${ref} is null`);
  if (either.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(either, sql` or `)})`;
}

/** True when the slice can hold nothing (a division outside the caller's reach): no query needed. */
export const sliceIsEmpty = (slice: DivisionSlice): boolean => !slice.all && slice.ids.length === 0 && !slice.withoutDivision;

/** The organisation's time zone: dashboards count its local hours and days. */
export async function organizationTimeZone(db: Kysely<Database>, organizationId: string): Promise<string> {
  const row = await db.selectFrom('organizations').select('time_zone').where('id', '=', organizationId).executeTakeFirstOrThrow();
  return row.time_zone;
}

/** The slice as part of a remembered answer's key. */
export function sliceKey(slice: DivisionSlice): string {
  return slice.all ? 'all' : `${[...slice.ids].sort().join(',')}${slice.withoutDivision ? '+none' : ''}`;
}
