import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { homeDivisionOf } from '../../directory/divisions/home-division.js';
import { loadPolicies, type LoadedPolicy } from '../../service-levels/engine/index.js';

/** The organisation's Home division: what a ticket without a division belongs to. */
export type HomeDivision = { id: string; name: string };

/**
 * What an agent's ticket rows show of their organisation besides the rows themselves: the Home
 * division (shown for tickets without one) and the service-level policies (the badges). Each is
 * read on first need, at most once per `OrganizationFacts`.
 */
export interface OrganizationFacts {
  readonly organizationId: string;
  home(): Promise<HomeDivision>;
  policies(): Promise<readonly LoadedPolicy[]>;
}

/** Facts read afresh through `db` (a transaction sees its own changes): for one request's work. */
export function organizationFacts(db: Kysely<Database>, organizationId: string): OrganizationFacts {
  let home: Promise<HomeDivision> | undefined;
  let policies: Promise<readonly LoadedPolicy[]> | undefined;
  return {
    organizationId,
    home: () => (home ??= forgetFailure(homeDivisionOf(db, organizationId), () => (home = undefined))),
    policies: () => (policies ??= forgetFailure(loadPolicies(db, organizationId), () => (policies = undefined))),
  };
}

/**
 * Facts remembered with the signed-in agent: the authentication hands the same caller object to every
 * request of a session until a change forgets it (features/auth/permission-cache.ts: any write to
 * divisions, service levels or schedules is such a change, and entries live 30 s at most), so a
 * search reads its rows and nothing else. A caller object that is not remembered (an OAuth client's)
 * keeps its facts for its one request.
 */
const remembered = new WeakMap<object, OrganizationFacts>();

export function rememberedOrganizationFacts(db: Kysely<Database>, caller: { organizationId: string }): OrganizationFacts {
  let facts = remembered.get(caller);
  if (!facts) remembered.set(caller, (facts = organizationFacts(db, caller.organizationId)));
  return facts;
}

/** A failed read is not kept: the next need asks again. */
function forgetFailure<T>(read: Promise<T>, forget: () => void): Promise<T> {
  read.catch(forget);
  return read;
}
