import { useEffect, useRef } from 'react';

/**
 * A screen with unsaved input registers a guard while it is dirty. Navigation that does not go
 * through a link (the shell's side menu, top bar buttons, sign-out) calls `leaveThen(go)` first, so a
 * screen inside a remote can ask "discard your changes?" before the shell moves away. The registry
 * lives in this module, which Module Federation shares as one instance between the shell and every
 * remote.
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

/**
 * Registers `ask(go)` as long as the component is mounted; it is consulted only while `isDirty()`
 * says so, so a screen can keep one registration and report its state when asked.
 */
export function useLeaveGuardRegistration(isDirty: () => boolean, ask: (go: () => void) => void): void {
  const latest = useRef({ isDirty, ask });
  latest.current = { isDirty, ask };
  useEffect(
    () =>
      registerLeaveGuard((go) => {
        if (!latest.current.isDirty()) return false;
        latest.current.ask(go);
        return true;
      }),
    [],
  );
}
