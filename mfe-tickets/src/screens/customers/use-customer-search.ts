import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerSearchResponse } from '@switchboard/shared/contracts';
import { customersApi } from '../../api/customers-api';
import { toCustomerSearchRequest, type CustomersQuery } from './customers-query';

export interface CustomerSearchState {
  /** The last answer (kept while a refresh runs, so the table does not flash empty). */
  data: CustomerSearchResponse | null;
  loading: boolean;
  error: unknown;
}

/** Runs `POST customers/search` for the view; only the answer to the latest request counts. */
export function useCustomerSearch(query: CustomersQuery, onError: (error: unknown) => void) {
  const [state, setState] = useState<CustomerSearchState>({ data: null, loading: true, error: null });
  const latest = useRef(0);
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const body = JSON.stringify(toCustomerSearchRequest(query));

  const run = useCallback(async () => {
    const request = ++latest.current;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const data = await customersApi.search(JSON.parse(body));
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
