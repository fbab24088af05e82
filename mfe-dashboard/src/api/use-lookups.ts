import { useEffect, useState } from 'react';
import { lookupsApi } from './analytics-api';

/** One option of a filter's select. */
export interface LookupOption {
  id: string;
  name: string;
}

export interface Lookup {
  items: LookupOption[];
  loading: boolean;
}

/**
 * Loads a pick list once per mount (pass a function defined outside the component); a failure leaves it
 * empty: the filter still works with what the URL holds, and the figures are what matters.
 */
function useLookup(load: () => Promise<{ entities: LookupOption[] }>, enabled = true): Lookup {
  const [state, setState] = useState<Lookup>({ items: [], loading: enabled });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (response) => live && setState({ items: (response.entities ?? []).map(({ id, name }) => ({ id, name })), loading: false }),
      () => live && setState({ items: [], loading: false }),
    );
    return () => {
      live = false;
    };
  }, [enabled, load]);
  return state;
}

const loadDivisions = () => lookupsApi.divisions();
const loadUserGroups = () => lookupsApi.userGroups();
const loadCategories = () => lookupsApi.categories();
const loadAgents = () => lookupsApi.agents();

export const useDivisions = (enabled = true) => useLookup(loadDivisions, enabled);
export const useUserGroups = (enabled = true) => useLookup(loadUserGroups, enabled);
export const useCategories = (enabled = true) => useLookup(loadCategories, enabled);
export const useAgents = (enabled = true) => useLookup(loadAgents, enabled);
