import { useEffect, useRef } from 'react';

/**
 * Runs `work` once, after the first render, even where React runs effects twice (development's strict
 * mode): for a part whose whole job is one action as it appears, such as an island fetched to ask for a
 * confirmation.
 */
export function useOnceOnMount(work: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    work();
  });
}
