import type { TicketFieldSnapshot } from '@switchboard/shared/contracts';
import { formatDate } from './date.js';

/** The words a field value may need: Yes / No for booleans, and what an empty value shows. */
export interface FieldValueTexts {
  yes: string;
  no: string;
  empty?: string;
}

/**
 * A submitted category field value for reading, the same for customers and agents: the chosen
 * options' labels, Yes/No, dates in the organisation's format, a number as it was typed (129.90).
 */
export function formatFieldValue(field: Pick<TicketFieldSnapshot, 'type' | 'value' | 'labels' | 'text'>, texts: FieldValueTexts): string {
  const { type, value } = field;
  const empty = texts.empty ?? '—';
  if (value === null || value === undefined || value === '') return empty;
  // Choice fields read as the labels that were picked, not the stored option values.
  if (field.labels && field.labels.length > 0) return field.labels.join(', ');
  if (Array.isArray(value)) return value.length > 0 ? value.map((item) => String(item)).join(', ') : empty;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (type === 'boolean') return value === 'true' ? texts.yes : value === 'false' ? texts.no : String(value);
  if (typeof value === 'number' && field.text) return field.text;
  if ((type === 'date' || type === 'date_picker') && typeof value === 'string') return formatDate(value, 'DD MMM YYYY') || value;
  if (type.startsWith('datetime') && typeof value === 'string') return formatDate(value) || value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
