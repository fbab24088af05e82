/**
 * The page's leave guards: a screen with unsaved input registers one while it is mounted, and navigation
 * that does not go through a link (the shell's side menu, top bar buttons, sign-out) calls `leaveThen(go)`
 * first, so a screen inside a remote can ask "discard your changes?" before the shell moves away. The
 * registry lives in this subpath because Module Federation shares it as one instance between the shell
 * and every remote (the hooks that use it are bundled by each app with the CRUD kit).
 *
 * A guard returns `true` when it takes over: it will call `go` itself once the user agrees (or never).
 */
export type LeaveGuard = (go: () => void) => boolean;

const guards = new Set<LeaveGuard>();

export function registerLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** Runs `go` now, or lets the first guard that objects ask the user before it runs. */
export function leaveThen(go: () => void): void {
  for (const guard of guards) {
    if (guard(go)) return;
  }
  go();
}
