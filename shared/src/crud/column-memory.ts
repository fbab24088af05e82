/**
 * The columns an agent chose to see in a list, kept in localStorage per list and per agent, so the
 * choice survives a reload and a sign-out, and two agents sharing a browser each keep their own.
 * Only explicit choices are stored (column key → shown or not): a column added later, or one the
 * agent may see only from now on, appears as its default says until the agent decides otherwise.
 */
export type ColumnChoices = Record<string, boolean>;

/** localStorage key of one list's column choices for one agent. */
export function columnMemoryKey(list: string, userId: string): string {
  return `switchboard.columns.${list}.${userId}`;
}

/** The stored choices, or none when nothing (or something unreadable) is stored. */
export function readColumnChoices(list: string, userId: string | null | undefined): ColumnChoices {
  if (!userId) return {};
  try {
    const value: unknown = JSON.parse(localStorage.getItem(columnMemoryKey(list, userId)) ?? 'null');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

/** Stores the choices (an empty set forgets them: back to the defaults). */
export function writeColumnChoices(list: string, userId: string | null | undefined, choices: ColumnChoices): void {
  if (!userId) return;
  try {
    if (Object.keys(choices).length) localStorage.setItem(columnMemoryKey(list, userId), JSON.stringify(choices));
    else localStorage.removeItem(columnMemoryKey(list, userId));
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
}

/** The keys shown: each offered column's stored choice, else its default. */
export function shownColumns(offered: readonly { key: string; defaultShown: boolean }[], choices: ColumnChoices): string[] {
  return offered.filter((column) => choices[column.key] ?? column.defaultShown).map((column) => column.key);
}
