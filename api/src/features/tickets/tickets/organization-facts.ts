import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { prepared } from '../../../db/prepared.js';
import type { PermissionCache } from '../../auth/permission-cache.js';
import { homeDivisionOf } from '../../directory/divisions/home-division.js';
import { loadPolicies, type LoadedPolicy } from '../../service-levels/engine/index.js';

/** The organisation's Home division: what a ticket without a division belongs to. */
export type HomeDivision = { id: string; name: string };

/** The status new tickets start in, as their service level sees it. */
export type DefaultStatus = { kind: string; pauses_sla: boolean };

/**
 * What an agent's ticket rows show of their organisation besides the rows themselves: the Home
 * division (shown for tickets without one) and the service-level policies (the badges); and what a
 * new ticket's service level is planned with (the policies, the default status). Each is read on
 * first need, at most once per `OrganizationFacts`.
 */
export interface OrganizationFacts {
  readonly organizationId: string;
  home(): Promise<HomeDivision>;
  policies(): Promise<readonly LoadedPolicy[]>;
  /** Undefined when the organisation has no default status. */
  defaultStatus(): Promise<DefaultStatus | undefined>;
}

/** Facts read afresh through `db` (a transaction sees its own changes): for one request's work. */
export function organizationFacts(db: Kysely<Database>, organizationId: string): OrganizationFacts {
  let home: Promise<HomeDivision> | undefined;
  let policies: Promise<readonly LoadedPolicy[]> | undefined;
  let status: Promise<DefaultStatus | undefined> | undefined;
  return {
    organizationId,
    home: () => (home ??= forgetFailure(homeDivisionOf(db, organizationId), () => (home = undefined))),
    policies: () => (policies ??= forgetFailure(loadPolicies(db, organizationId), () => (policies = undefined))),
    defaultStatus: () => (status ??= forgetFailure(defaultStatusOf(db, organizationId), () => (status = undefined))),
  };
}

function defaultStatusOf(db: Kysely<Database>, organizationId: string): Promise<DefaultStatus | undefined> {
  return prepared(db.selectFrom('statuses').select(['kind', 'pauses_sla']).where('organization_id', '=', organizationId).where('is_default', '=', true).limit(1)).executeTakeFirst();
}

/**
 * An organisation's facts remembered in `cache` (a dependent of the permission cache, so a change of
 * service levels, schedules, statuses or divisions forgets them, and they live 30 s at most): for
 * callers no signed-in agent is remembered with, such as the hub's customers raising tickets. The
 * facts object is remembered before its reads start, so a forget while one is in flight drops it.
 */
export function organizationFactsIn(cache: PermissionCache<OrganizationFacts>, db: Kysely<Database>, organizationId: string): OrganizationFacts {
  const known = cache.lookup(organizationId);
  if (known) return known;
  const facts = organizationFacts(db, organizationId);
  cache.remember(organizationId, facts, cache.stamp);
  return facts;
}

/**
 * Facts remembered with the signed-in agent: the authentication hands the same caller object to every
 * request of a session until a change forgets it (features/auth/permission-cache.ts: any write to
 * divisions, service levels, schedules or statuses is such a change, and entries live 30 s at most), so a
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
