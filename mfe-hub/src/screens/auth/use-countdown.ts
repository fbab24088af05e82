import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline, ticking each second; `restart(seconds)` sets a new deadline. */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const secondsLeft = useCallback(() => Math.max(0, Math.ceil((deadline - Date.now()) / 1000)), [deadline]);
  const [left, setLeft] = useState(secondsLeft);

  useEffect(() => {
    setLeft(secondsLeft());
    const timer = setInterval(() => {
      const next = secondsLeft();
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { secondsLeft: left, restart };
}
