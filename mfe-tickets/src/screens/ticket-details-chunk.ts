import { lazyScreen, preloadKit } from '@switchboard/shared/ui';

/** The ticket details screen's chunk: its route draws it, and the list asks for it ahead. */
export const TicketDetailsScreen = lazyScreen(() => import('./ticket-details'), (m) => m.TicketDetailsScreen);

/**
 * Asks for the details screen's code and antd's providers it draws in, as the pointer or the focus
 * reaches a ticket of the list: opening the ticket then draws it at once. Safe to call often; a failure
 * is the screen's to show when it renders (it asks again).
 */
export function preloadTicketDetails(): void {
  TicketDetailsScreen.preload().catch(() => undefined);
  void preloadKit();
}
