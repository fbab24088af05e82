import { useCallback, useEffect, useRef, useState } from 'react';
import type { CategorySearchResponse } from '@switchboard/shared/contracts';
import { categoriesApi } from '../../api/categories-api';
import { toCategorySearch, type CategoryListQuery } from './category-list-query';

/** Runs `POST categories/search` for the view; only the answer to the latest request counts. */
export function useCategorySearch(query: CategoryListQuery, onError: (error: unknown) => void) {
  const [state, setState] = useState<{ data: CategorySearchResponse | null; loading: boolean; error: unknown }>({ data: null, loading: true, error: null });
  const latest = useRef(0);
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const body = JSON.stringify(toCategorySearch(query));

  const run = useCallback(async () => {
    const request = ++latest.current;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const data = await categoriesApi.search(JSON.parse(body));
      if (request === latest.current) setState({ data, loading: false, error: null });
    } catch (error) {
      if (request !== latest.current) return;
      setState((current) => ({ ...current, loading: false, error }));
      errorRef.current(error);
    }
  }, [body]);

  useEffect(() => {
    void run();
  }, [run]);

  return { ...state, reload: run };
}
