/**
 * Runs `task` on demand with at most one run in flight: a trigger during a run asks for exactly one more
 * run after it (however many triggers came), so a burst of pushes costs two requests, and the last one
 * sees every change. Returns the trigger.
 */
export function coalesce(task: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const run = () => {
    running = true;
    again = false;
    task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
  return () => {
    if (running) again = true;
    else run();
  };
}
