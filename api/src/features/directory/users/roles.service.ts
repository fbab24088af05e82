import { isPermission } from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/index.js';
import type { RoleRow } from '../../../db/index.js';

export class UnknownPermissionError extends Error {
  constructor(readonly permissions: string[]) {
    super(`Unknown permission(s): ${permissions.join(', ')}`);
  }
}

/** Creates a role in an organisation; permissions must come from the permission catalog. */
export async function createRole(
  db: Db,
  input: { organizationId: string; name: string; permissions: readonly string[]; builtIn?: boolean },
): Promise<RoleRow> {
  const unknown = input.permissions.filter((p) => !isPermission(p));
  if (unknown.length > 0) throw new UnknownPermissionError(unknown);
  const permissions = [...new Set(input.permissions)].sort();
  return db
    .insertInto('roles')
    .values({
      organization_id: input.organizationId,
      name: input.name,
      // An explicit array literal: PGlite and pg serialise JS arrays differently.
      permissions: sql<string[]>`${sql.val(permissions)}::text[]`,
      built_in: input.builtIn ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findRoleByName(db: Db, organizationId: string, name: string): Promise<RoleRow | undefined> {
  return db
    .selectFrom('roles')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}
