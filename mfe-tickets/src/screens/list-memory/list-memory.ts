/** sessionStorage key of the last tickets list page the agent saw (per tab). */
export const LIST_MEMORY_KEY = 'tickets.lastListPage';

interface ListMemory {
  ids: string[];
  /** The list's query string (`?…` or ''), to go back to the same view. */
  search: string;
}

function read(): ListMemory | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(LIST_MEMORY_KEY) ?? 'null') as ListMemory | null;
    return value && Array.isArray(value.ids) && typeof value.search === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the rows of the list page on screen and the view's query string. */
export function rememberListPage(ids: readonly string[], search: string): void {
  try {
    sessionStorage.setItem(LIST_MEMORY_KEY, JSON.stringify({ ids, search }));
  } catch {
    // Storage full or blocked: j/k and the way back simply fall back to defaults.
  }
}

/** The ticket `step` rows away from `id` on the remembered page (j = +1, k = -1), or null. */
export function neighbourTicket(id: string, step: 1 | -1): string | null {
  const memory = read();
  if (!memory) return null;
  const index = memory.ids.indexOf(id);
  if (index < 0) return null;
  return memory.ids[index + step] ?? null;
}

/** True when j or k can move from `id`: it is on the remembered page and the page has another ticket. */
export function canWalkFrom(id: string): boolean {
  const ids = read()?.ids ?? [];
  return ids.length > 1 && ids.includes(id);
}

/** The remembered list view's query string ('' when none). */
export function rememberedListSearch(): string {
  return read()?.search ?? '';
}

/** True when a key press belongs to a text field or an open widget rather than to a page shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.closest !== 'function') return false;
  return Boolean(element.closest('input, textarea, select, [contenteditable="true"], [role="combobox"], [role="dialog"], .ant-picker-dropdown, .ant-select-dropdown'));
}
