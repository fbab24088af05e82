/**
 * Permission checks: a route or menu entry needing several permissions
 * is open with any one of them. Nothing required means open to any signed-in user.
 */
export function hasAny(held: readonly string[] | null | undefined, required?: readonly string[] | null): boolean {
  if (!required || required.length === 0) return true;
  if (!held || held.length === 0) return false;
  const heldSet = new Set(held);
  return required.some((permission) => heldSet.has(permission));
}

/** True only when every required permission is held (for actions that need them all). */
export function hasAll(held: readonly string[] | null | undefined, required?: readonly string[] | null): boolean {
  if (!required || required.length === 0) return true;
  if (!held || held.length === 0) return false;
  const heldSet = new Set(held);
  return required.every((permission) => heldSet.has(permission));
}
