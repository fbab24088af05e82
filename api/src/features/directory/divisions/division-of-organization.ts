import type { DivisionRef } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { AppError } from '../../../plugins/errors.js';
import { homeDivisionOf } from './home-division.js';

/**
 * The `division_id` to store for a division a client chose: null for none or for Home (one way to
 * say "Home", which is what a row without a division means), the id for another division of the
 * organisation; 400 on `field` for an id of no division of the organisation.
 */
export async function divisionIdToStore(db: Kysely<Database>, organizationId: string, divisionId: string | null | undefined, field = '/divisionId'): Promise<string | null> {
  if (!divisionId) return null;
  const row = await db.selectFrom('divisions').select(['id', 'is_home']).where('organization_id', '=', organizationId).where('id', '=', divisionId).executeTakeFirst();
  if (!row) throw new AppError(400, 'VALIDATION_FAILED', [{ field, message: 'is not a division of this organisation' }]);
  return row.is_home ? null : row.id;
}

/** The division a row belongs to, by name: its own, or Home when it has none. */
export async function divisionRefOf(db: Kysely<Database>, organizationId: string, divisionId: string | null): Promise<DivisionRef> {
  if (divisionId) {
    const row = await db.selectFrom('divisions').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', '=', divisionId).executeTakeFirst();
    if (row) return row;
  }
  return homeDivisionOf(db, organizationId);
}
