import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf } from './api-error.js';

export type EntityState<T> =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; value: T };

/**
 * Loads one record by id (`GET <area>/{id}`). A 404, or a 400 for a malformed id, reads as "not
 * found" so the screen can say so instead of showing an error; anything else can be retried.
 */
export function useEntity<T>(id: string, load: (id: string) => Promise<T>) {
  const [state, setState] = useState<EntityState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest loader, so a caller's inline function does not reload on every render.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    latestLoad.current(id).then(
      (value) => live && setState({ status: 'ready', value }),
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

  /** Replaces the loaded record after a local change (an in-place edit, a save). */
  const update = useCallback((change: (value: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', value: change(current.value) } : current));
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, update, reload };
}
