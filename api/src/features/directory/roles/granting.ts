/**
 * The rule of every grant (a role's permissions, a role given to a user): nobody gives a permission
 * they do not hold, so no one can raise their own or anyone's rights above their own. Returns the
 * permissions of `granted` missing from `held`, sorted.
 */
export function notHeldBy(held: readonly string[], granted: readonly string[]): string[] {
  const own = new Set(held);
  return [...new Set(granted)].filter((permission) => !own.has(permission)).sort();
}
