import { afterFirstScreenData } from '@switchboard/shared/client';
import type { LiveOptions } from './live';
import { useNotifications } from './store';

let users = 0;
let running: Promise<(() => Promise<void>) | undefined> | undefined;

/**
 * One push connection per shell, however many bells mount (React's development double effects
 * included): the first user starts it, the last one to leave stops it and forgets the list (the
 * layout unmounts on sign-out). The live module and the SignalR client load only here.
 */
export function acquireLive(options: LiveOptions): () => void {
  users += 1;
  // After the first screen has its data: the push is a hint, never worth delaying what the agent waits for.
  running ??= afterFirstScreenData()
    .then(() => import('./live'))
    .then((live) => live.startLive(options))
    .catch((error: unknown) => {
      console.warn('notifications: live updates unavailable', error);
      return undefined;
    });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users > 0 || !running) return;
    const stopping = running;
    running = undefined;
    useNotifications.getState().reset();
    void stopping.then((stop) => stop?.());
  };
}
