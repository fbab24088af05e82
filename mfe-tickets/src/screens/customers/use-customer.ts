import { useCallback, useEffect, useState } from 'react';
import type { Customer } from '@switchboard/shared/contracts';
import { customersApi } from '../../api/customers-api';
import { statusOf } from '../../feedback';

export type CustomerState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; customer: Customer };

/** `GET customers/{id}`; 404 (or 400 for a malformed id) reads as not found. */
export function useCustomer(id: string) {
  const [state, setState] = useState<CustomerState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    customersApi.get(id).then(
      (customer) => live && setState({ status: 'ready', customer }),
      (error: unknown) => {
        if (!live) return;
        const status = statusOf(error);
        setState(status === 404 || status === 400 ? { status: 'notFound' } : { status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const setCustomer = useCallback((customer: Customer) => setState({ status: 'ready', customer }), []);
  return { state, setCustomer, reload: () => setAttempt((n) => n + 1) };
}
