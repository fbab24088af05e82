import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeededName } from '@switchboard/shared/crud';
import type { PersonRef, TicketDivision, TicketStatusSummary, UserGroupPick } from '@switchboard/shared/contracts';
import { lookupsApi, type CategoryOption } from '../api';

export interface Lookup<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
}

// Pick lists on their way, by loader: two parts of a screen asking for the same list share one call.
const inFlight = new Map<() => Promise<unknown>, Promise<unknown>>();

function shared<T>(load: () => Promise<T>): Promise<T> {
  let pending = inFlight.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load().finally(() => inFlight.delete(load));
    inFlight.set(load, pending);
  }
  return pending;
}

/**
 * Loads a pick list once per mount (again if `load` changes, so pass a function defined outside the
 * component); a failure leaves it empty (the control says so, no toast storm).
 */
function useLookup<T>(load: () => Promise<{ entities: T[] }>, enabled = true): Lookup<T> {
  const [state, setState] = useState<Lookup<T>>({ items: [], loading: enabled, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((current) => ({ ...current, loading: true, failed: false }));
    shared(load).then(
      (response) => live && setState({ items: response.entities ?? [], loading: false, failed: false }),
      () => live && setState({ items: [], loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [enabled, load]);
  return state;
}

// Defined once, so the lookups do not reload on every render; each calls through `lookupsApi` when it runs.
const loadStatuses = () => lookupsApi.statuses();
const loadAssignees = () => lookupsApi.assignees();
const loadUserGroups = () => lookupsApi.userGroups();
const loadDivisions = () => lookupsApi.divisions();
const loadAllCategories = () => lookupsApi.categories(false);
const loadActiveCategories = () => lookupsApi.categories(true);

/** `GET statuses`: the organisation's statuses in order. */
export const useStatuses = (enabled = true) => useLookup<TicketStatusSummary>(loadStatuses, enabled);
/** `GET tickets/assignees`: agents tickets can be assigned to. */
export const useAssignees = (enabled = true) => useLookup<PersonRef>(loadAssignees, enabled);
/** `GET tickets/usergroups`: groups tickets can be given to. */
export const useUserGroups = (enabled = true) => useLookup<UserGroupPick>(loadUserGroups, enabled);
/** `GET tickets/divisions`: the divisions where the agent sees tickets (the seeded Home one named in the reader's language). */
export function useDivisions(enabled = true): Lookup<TicketDivision> {
  const lookup = useLookup<TicketDivision>(loadDivisions, enabled);
  const { i18n } = useTranslation('common');
  const seededName = useSeededName();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with the lookup and the language only
  return useMemo(() => ({ ...lookup, items: lookup.items.map((division) => ({ ...division, name: seededName('division', division) })) }), [lookup, i18n.language]);
}
/** `POST categories/search`: the categories (`activeOnly`: only those that take new tickets). */
export const useCategories = (enabled = true, activeOnly = false) =>
  useLookup<CategoryOption>(activeOnly ? loadActiveCategories : loadAllCategories, enabled);
