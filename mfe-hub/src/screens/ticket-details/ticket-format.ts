const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ticket ids are UUIDs; anything else in the address cannot be a ticket (back to the list). */
export function isTicketId(id: string | undefined): id is string {
  return id !== undefined && UUID.test(id);
}

/** The ticket does not exist for this customer (404) or the id was refused (400): the customer goes back to the list. */
export function isMissingTicket(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status === 404 || status === 400;
}
