// Screens load on first visit so the remote entry stays small.
export const loadTickets = () => import('./screens/tickets');
export const loadCreateTicket = () => import('./screens/create-ticket');
export const loadTicketDetails = () => import('./screens/ticket-details');
// The signed-in frame (header, menu, drawer) is not part of the sign-in screen's download.
export const loadLayout = () => import('./layout');

/**
 * What a customer sees after signing in (the frame and the tickets list, both drawn without antd):
 * asked for while the sign-in request is in flight, not after it.
 */
export function preloadSignedInArea(): void {
  // A failure here is the screen's to show when it renders (it asks again).
  void loadLayout().catch(() => undefined);
  void loadTickets().catch(() => undefined);
}

/**
 * For a remembered customer opening the hub: the frame and the screen of `pathname` are fetched while
 * the app boots, beside antd's providers, not after them.
 */
export function preloadForRememberedCustomer(pathname: string): void {
  const path = pathname.replace(/\/+$/, '');
  const screen = path === '/hub/ticket/create' ? loadCreateTicket : path.startsWith('/hub/ticket/') ? loadTicketDetails : path === '/hub/tickets' || path === '/hub' ? loadTickets : null;
  if (!screen) return;
  void loadLayout().catch(() => undefined);
  void screen().catch(() => undefined);
}
