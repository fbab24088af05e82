import type { ClientTicket } from '@switchboard/shared/contracts';

/**
 * Pages joined in order, each ticket once: a ticket filed between two page requests shifts the
 * server's pages, so the same ticket can arrive twice.
 */
export function mergeTicketPages(...pages: readonly (readonly ClientTicket[])[]): ClientTicket[] {
  const seen = new Set<string>();
  const merged: ClientTicket[] = [];
  for (const ticket of pages.flat()) {
    if (seen.has(ticket.id)) continue;
    seen.add(ticket.id);
    merged.push(ticket);
  }
  return merged;
}

/** True while the server holds tickets beyond the `pagesLoaded` pages of `pageSize`. */
export function hasMorePages(pagesLoaded: number, pageSize: number, totalCount: number): boolean {
  return pagesLoaded * pageSize < totalCount;
}

/** Page numbers 1..count (at least page 1). */
export function pageNumbers(count: number): number[] {
  return Array.from({ length: Math.max(1, count) }, (_, index) => index + 1);
}
