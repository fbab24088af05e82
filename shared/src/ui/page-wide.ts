/**
 * One instance of `make()` in the page under `name`, whichever app's copy of this module asks. The `ui`
 * folder is bundled into every app, so a store or context created at module level would exist once per
 * app: a remote's screen would not see what the shell set (the theme chosen on the profile page, the
 * frame standing outside antd's providers). React and zustand are shared singletons, so an instance made
 * by one app works in all.
 */
export function pageWide<T>(name: string, make: () => T): T {
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`switchboard.${name}`);
  return (registry[key] ??= make());
}
