import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_FIELD_TEXT_MAX_LENGTH,
  TICKET_FIELD_TEXTAREA_MAX_LENGTH,
  TICKET_PRIORITIES,
  TICKET_TITLE_MAX_LENGTH,
  type CategoryField,
  type ComplaintFieldValue,
  type TicketPriority,
  type ValidationIssue,
} from '@switchboard/shared/contracts';
import type { TicketFieldValue } from '../../../db/index.js';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function validCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/** A submitted value checked against its field's type: the stored value, or the problem. */
export function checkFieldValue(field: CategoryField, raw: unknown): { value: unknown; text?: string } | { problem: string } {
  const optionValues = field.options.map((o) => o.value);
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof raw !== 'string') return { problem: 'must be text' };
      const max = field.type === 'text' ? TICKET_FIELD_TEXT_MAX_LENGTH : TICKET_FIELD_TEXTAREA_MAX_LENGTH;
      const value = raw.trim();
      return value.length > max ? { problem: `must be at most ${max} characters` } : { value };
    }
    case 'email': {
      const value = typeof raw === 'string' ? raw.trim() : '';
      return EMAIL_PATTERN.test(value) && value.length <= EMAIL_MAX_LENGTH ? { value } : { problem: 'must be an email address' };
    }
    case 'number': {
      const typed = typeof raw === 'string' ? raw.trim() : '';
      const value = typeof raw === 'number' ? raw : typed !== '' ? Number(typed) : Number.NaN;
      if (!Number.isFinite(value)) return { problem: 'must be a number' };
      // The number is stored as a number (sums, search); a plain decimal typed with more digits than the
      // number's own spelling (an amount's trailing zeros, 129.90) is kept beside it for display.
      return PLAIN_DECIMAL.test(typed) && typed !== String(value) ? { value, text: typed } : { value };
    }
    case 'date':
      return typeof raw === 'string' && validCalendarDate(raw.trim()) ? { value: raw.trim() } : { problem: 'must be a date (YYYY-MM-DD)' };
    case 'datetime_picker': {
      const value = typeof raw === 'string' ? raw.trim() : '';
      const time = DATETIME_PATTERN.test(value) ? Date.parse(value) : Number.NaN;
      return Number.isFinite(time) && validCalendarDate(value.slice(0, 10)) ? { value: new Date(time).toISOString() } : { problem: 'must be a date and time (ISO 8601)' };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
      return { problem: 'must be true or false' };
    case 'select':
      return typeof raw === 'string' && optionValues.includes(raw) ? { value: raw } : { problem: 'must be one of the options' };
    case 'multi_selection': {
      if (!Array.isArray(raw) || !raw.every((v) => typeof v === 'string' && optionValues.includes(v))) return { problem: 'must be a list of the options' };
      return { value: [...new Set(raw as string[])] };
    }
  }
}

/** The typed spelling of a number, when checking kept one (stored with the ticket as `text`). */
export function typedText(checked: { text?: string }): { text?: string } {
  return checked.text === undefined ? {} : { text: checked.text };
}

/** The chosen options' labels of a select / multi_selection value (stored with the ticket). */
export function choiceLabels(field: CategoryField, value: unknown): { labels?: string[] } {
  if (field.type !== 'select' && field.type !== 'multi_selection') return {};
  const chosen = Array.isArray(value) ? value : [value];
  return { labels: chosen.map((item) => field.options.find((option) => option.value === item)?.label ?? String(item)) };
}

export interface ValidComplaint {
  title: string;
  description: string;
  priority: TicketPriority | null;
  fields: TicketFieldValue[];
}

/**
 * Checks a complaint against its category's fields (every field by type, required flags, unknown
 * ids refused). Fields are matched by id, or by key for clients that only know keys. Problems are
 * reported on `/title`, `/description`, `/priority` and `/fields/<key>`.
 */
export function validateComplaint(
  input: { title: string; description: string; priority?: string | null; fields?: ComplaintFieldValue[] },
  categoryFields: CategoryField[],
): { ok: true; complaint: ValidComplaint } | { ok: false; details: ValidationIssue[] } {
  const details: ValidationIssue[] = [];
  const title = input.title.trim();
  const description = input.description.trim();
  if (!title) details.push({ field: '/title', message: 'is required' });
  else if (title.length > TICKET_TITLE_MAX_LENGTH) details.push({ field: '/title', message: `must be at most ${TICKET_TITLE_MAX_LENGTH} characters` });
  if (!description) details.push({ field: '/description', message: 'is required' });
  else if (description.length > TICKET_DESCRIPTION_MAX_LENGTH) details.push({ field: '/description', message: `must be at most ${TICKET_DESCRIPTION_MAX_LENGTH} characters` });

  // The hub sends priority empty when none is chosen.
  let priority: TicketPriority | null = null;
  const rawPriority = input.priority?.trim();
  if (rawPriority) {
    const match = TICKET_PRIORITIES.find((p) => p.toLowerCase() === rawPriority.toLowerCase());
    if (match) priority = match;
    else details.push({ field: '/priority', message: `must be one of ${TICKET_PRIORITIES.join(', ')}` });
  }

  const submitted = new Map<string, unknown>();
  for (const entry of input.fields ?? []) {
    const field = categoryFields.find((f) => f.id === entry.id) ?? categoryFields.find((f) => f.key === entry.id);
    if (!field) details.push({ field: `/fields/${entry.id}`, message: 'is not a field of this category' });
    else submitted.set(field.id, entry.value);
  }

  const fields: TicketFieldValue[] = [];
  for (const field of categoryFields) {
    const raw = submitted.get(field.id);
    if (isEmpty(raw)) {
      if (field.isRequired) details.push({ field: `/fields/${field.key}`, message: 'is required' });
      continue;
    }
    const checked = checkFieldValue(field, raw);
    if ('problem' in checked) details.push({ field: `/fields/${field.key}`, message: checked.problem });
    else fields.push({ id: field.id, key: field.key, name: field.name, type: field.type, value: checked.value, ...typedText(checked), ...choiceLabels(field, checked.value) });
  }

  return details.length > 0 ? { ok: false, details } : { ok: true, complaint: { title, description, priority, fields } };
}
