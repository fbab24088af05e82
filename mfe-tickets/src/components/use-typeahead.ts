import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@switchboard/shared/crud';

export interface Typeahead<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
}

/**
 * What `search(text)` finds for a pick list the user types into: asked once the text has settled,
 * while `enabled` (the list is open, the mode wants it). Only the latest answer counts; a failure
 * empties the list and sets `failed`. A new `search` (other criteria) searches again.
 */
export function useTypeahead<T>(enabled: boolean, text: string, search: (text: string) => Promise<{ entities?: T[] }>): Typeahead<T> {
  const [state, setState] = useState<Typeahead<T>>({ items: [], loading: false, failed: false });
  const latest = useRef(0);

  useEffect(() => {
    if (!enabled) return undefined;
    const request = ++latest.current;
    setState((current) => ({ ...current, loading: true }));
    const timer = setTimeout(() => {
      search(text.trim()).then(
        (response) => request === latest.current && setState({ items: response.entities ?? [], loading: false, failed: false }),
        () => request === latest.current && setState({ items: [], loading: false, failed: true }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enabled, text, search]);

  return state;
}
