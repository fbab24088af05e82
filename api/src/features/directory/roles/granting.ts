import type { ValidationIssue } from '@switchboard/shared/contracts';
import type { Db } from '../../../db/index.js';
import { AppError } from '../../../plugins/errors.js';
import { divisionScopesOf, type DivisionScope, type ScopeCaller } from '../../tickets/shared/division-scope.js';

/** Permissions given somewhere: in every division (`divisionIds` null) or in the listed ones. */
export interface Grant {
  permissions: readonly string[];
  divisionIds: readonly string[] | null;
  /** Where a refusal points in the request. */
  field: string;
}

/** Whether two division choices are the same: both every division (null), or the same ids in any order. */
export function sameDivisions(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === null || b === null) return a === b;
  const ids = new Set(a.map((id) => id.toLowerCase()));
  return ids.size === new Set(b.map((id) => id.toLowerCase())).size && b.every((id) => ids.has(id.toLowerCase()));
}

const covers = (scope: DivisionScope | undefined, divisionIds: readonly string[] | null): boolean => {
  if (!scope) return false;
  if (scope.all) return true;
  return divisionIds !== null && divisionIds.every((id) => scope.divisionIds.includes(id.toLowerCase()));
};

/**
 * The rule of every grant (a role's permissions, a role given to a user or a client): nobody gives a
 * permission they do not hold, nor where they do not hold it. So no one raises their own or anyone's
 * rights above their own, and an administrator of one division cannot hand out rights in another.
 * Answers 403 PERMISSION_NOT_HELD naming the permissions, one issue per refused grant.
 */
export async function checkGrantsHeld(db: Db, caller: ScopeCaller, grants: readonly Grant[]): Promise<void> {
  const held = new Set(caller.permissions);
  let scopes: Map<string, DivisionScope> | undefined;
  const issues: ValidationIssue[] = [];
  for (const grant of grants) {
    const wanted = [...new Set(grant.permissions)].sort();
    const notHeld = wanted.filter((permission) => !held.has(permission));
    // A grant that reaches no division yet (a role nobody holds) needs the permissions only somewhere.
    const reaches = grant.divisionIds === null || grant.divisionIds.length > 0;
    if (reaches && wanted.length > notHeld.length) scopes ??= await divisionScopesOf(db, caller);
    const elsewhere = reaches ? wanted.filter((permission) => held.has(permission) && !covers(scopes?.get(permission), grant.divisionIds)) : [];
    const parts = [
      ...(notHeld.length ? [`gives ${notHeld.join(', ')}, which you do not hold`] : []),
      ...(elsewhere.length ? [`gives ${elsewhere.join(', ')} ${grant.divisionIds === null ? 'in every division' : 'in divisions'}, where you do not hold ${elsewhere.length > 1 ? 'them' : 'it'}`] : []),
    ];
    if (parts.length) issues.push({ field: grant.field, message: parts.join('; ') });
  }
  if (issues.length > 0) throw new AppError(403, 'PERMISSION_NOT_HELD', issues);
}
