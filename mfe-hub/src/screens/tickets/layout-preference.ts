import { HUB_LAYOUTS } from '@switchboard/shared/contracts';

/** Layout options. */
export type TicketsLayout = (typeof HUB_LAYOUTS)[number];

/** Where the customer's list/grid choice is remembered. */
export const LAYOUT_STORAGE_KEY = 'hub.ticketsLayout';

/** The remembered layout; list when none (or an unknown value) is stored or storage is blocked. */
export function readTicketsLayout(): TicketsLayout {
  try {
    const stored = localStorage.getItem(LAYOUT_STORAGE_KEY);
    return (HUB_LAYOUTS as readonly (string | null)[]).includes(stored) ? (stored as TicketsLayout) : 'list';
  } catch {
    return 'list';
  }
}

/** Remembers the layout; a browser that refuses storage just forgets it. */
export function saveTicketsLayout(layout: TicketsLayout): void {
  try {
    localStorage.setItem(LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Private mode or a full quota: the choice lasts for this visit only.
  }
}
