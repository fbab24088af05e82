import { useCallback, useRef, useState } from 'react';
import type { CategoryDetails } from '@switchboard/shared/contracts';
import { normaliseFields, type ComplaintField, type RawCategoryField } from '@switchboard/shared/format';

export type CategoryFieldsState =
  | { status: 'none' }
  | { status: 'loading'; categoryId: string }
  | { status: 'failed'; categoryId: string }
  | { status: 'ready'; categoryId: string; category: CategoryDetails; fields: ComplaintField[] };

export interface CategoryFieldsEvents {
  /** The fields the form now has: the chosen category's, or none (no category, or its load failed). */
  onFields: (fields: ComplaintField[]) => void;
  /** A failed load; true when it was dealt with elsewhere (e.g. a sign-in again), leaving the state as it is. */
  onFailed: (error: unknown) => boolean | void;
}

/**
 * The category fields of a new-ticket form: `load(categoryId)` fetches the category and normalises
 * its fields. Only the answer for the latest choice counts: switching category quickly must not
 * show the fields of an earlier one.
 */
export function useCategoryFields(fetchCategory: (categoryId: string) => Promise<CategoryDetails>, events: CategoryFieldsEvents) {
  const [state, setState] = useState<CategoryFieldsState>({ status: 'none' });
  const latest = useRef(0);
  // The caller's inline functions change every render; the latest ones are read when an answer arrives.
  const handlers = useRef({ fetchCategory, events });
  handlers.current = { fetchCategory, events };

  const load = useCallback(async (categoryId: string | null | undefined) => {
    const request = ++latest.current;
    if (!categoryId) {
      setState({ status: 'none' });
      handlers.current.events.onFields([]);
      return;
    }
    setState({ status: 'loading', categoryId });
    try {
      const category = await handlers.current.fetchCategory(categoryId);
      if (request !== latest.current) return;
      const fields = normaliseFields((category.fields ?? []) as RawCategoryField[]);
      setState({ status: 'ready', categoryId, category, fields });
      handlers.current.events.onFields(fields);
    } catch (error) {
      if (request !== latest.current || handlers.current.events.onFailed(error) === true) return;
      setState({ status: 'failed', categoryId });
      handlers.current.events.onFields([]);
    }
  }, []);

  return { state, load };
}
