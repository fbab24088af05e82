import type { TicketFieldSnapshot } from '@switchboard/shared/contracts';
import { formatDate } from '@switchboard/shared/format';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ticket ids are UUIDs; anything else in the address cannot be a ticket (back to the list). */
export function isTicketId(id: string | undefined): id is string {
  return id !== undefined && UUID.test(id);
}

/** Shown for a field the customer left empty. */
export const EMPTY_VALUE = '—';

export interface FieldTexts {
  yes: string;
  no: string;
}

/** A submitted category field value as text, by its type (dates in the app's display format). */
export function formatFieldValue(field: Pick<TicketFieldSnapshot, 'type' | 'value' | 'labels'>, texts: FieldTexts): string {
  const { type, value } = field;
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  // Choice fields read as the labels the customer picked, not the stored option values.
  if (field.labels && field.labels.length > 0) return field.labels.join(', ');
  if (Array.isArray(value)) return value.length > 0 ? value.map((item) => String(item)).join(', ') : EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (type === 'boolean') return value === 'true' ? texts.yes : value === 'false' ? texts.no : String(value);
  if (type === 'date' && typeof value === 'string') return formatDate(value, 'DD MMM YYYY') || value;
  if (type === 'datetime_picker' && typeof value === 'string') return formatDate(value) || value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The ticket does not exist for this customer (404) or the id was refused (400): the customer goes back to the list. */
export function isMissingTicket(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status === 404 || status === 400;
}
