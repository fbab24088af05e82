import type { TFunction } from 'i18next';
import type { TicketHistoryEntry } from '@switchboard/shared/contracts';
import { formatDate } from '@switchboard/shared/format';
import { personNameText } from '../../components/person-name';

/** History fields with a translated name (others show as sent). */
export const HISTORY_FIELDS = ['status', 'priority', 'category', 'assignee', 'userGroup', 'division', 'resolutionDueDate', 'fields', 'title', 'description'] as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Longer texts (a changed description) are cut: the timeline is for what changed, not the whole text. */
const MAX_VALUE_LENGTH = 80;

const cut = (text: string) => (text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1).trimEnd()}…` : text);

/** A history value as text: names of `{id, name}` values, dates formatted, lists joined; '' when empty. */
export function historyValueText(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((item) => historyValueText(item, t)).filter(Boolean).join(', ');
  if (typeof value === 'boolean') return value ? t('details.yes') : t('details.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return formatDate(value) || value;
    return cut(value.replace(/\s+/g, ' ').trim());
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    if (typeof record.label === 'string') return record.label;
    if (typeof record.title === 'string') return record.title;
    // Merge entries name tickets as `{id, serialNumber}`.
    if (typeof record.serialNumber === 'number') return `#${record.serialNumber}`;
    if ('value' in record) return historyValueText(record.value, t);
  }
  return '';
}

function nameOfField(value: unknown): string | undefined {
  const name = value && typeof value === 'object' ? (value as Record<string, unknown>).fieldName : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

/** Channels a ticket can come in through that the history names (an agent's own needs no words). */
const CREATED_CHANNELS = ['hub', 'email', 'api'];

/**
 * A typed value (a title, a name, a field value) as its own bidirectional run (FIRST STRONG ISOLATE …
 * POP DIRECTIONAL ISOLATE): a Latin title in an Arabic sentence keeps its punctuation at its own end,
 * and the sentence's words stay in order around it.
 */
export const isolate = (text: string) => (text ? `\u2068${text}\u2069` : text);

/** Stands for the actor in a described entry, where a screen puts the rendered name. */
export const ACTOR_SLOT = '\uE000';

/**
 * "Ana changed status from Open to Pending" and its variants (set, cleared, created). `actor`
 * replaces the actor's name, e.g. `ACTOR_SLOT` for a screen that renders it itself.
 */
export function describeHistoryEntry(entry: TicketHistoryEntry, t: TFunction, actor = entry.actor?.name ? personNameText(entry.actor, t) : t('details.history.someone')): string {
  if (entry.field === 'created') {
    // `to.channel`: how it came in (older entries have none: said as an agent's).
    const channel = entry.to && typeof entry.to === 'object' ? (entry.to as Record<string, unknown>).channel : undefined;
    return typeof channel === 'string' && CREATED_CHANNELS.includes(channel) ? t(`details.history.createdVia.${channel}`, { actor }) : t('details.history.created', { actor });
  }
  // A public message: `to.sentBy` tells a customer's message from an agent's reply.
  if (entry.field === 'message') {
    const sentBy = entry.to && typeof entry.to === 'object' ? (entry.to as Record<string, unknown>).sentBy : undefined;
    return t(sentBy === 'customer' || (sentBy === undefined && entry.actor?.type === 'customer') ? 'details.history.messageFromCustomer' : 'details.history.replyToCustomer', { actor });
  }
  if (entry.field === 'note') return t('details.history.note', { actor });
  if (entry.field === 'mergedInto') return t('details.history.merged', { actor, to: historyValueText(entry.to, t) });
  // On the kept ticket, `to` lists the tickets merged into it.
  if (entry.field === 'merged') return t('merge.historyMergedFrom', { actor, from: historyValueText(entry.to, t) });
  // A category field change carries the field's own name (`{key, fieldName, value, label?}`).
  const fieldName = entry.field === 'fields' ? nameOfField(entry.to) ?? nameOfField(entry.from) : undefined;
  const field = fieldName ? isolate(fieldName) : ((HISTORY_FIELDS as readonly string[]).includes(entry.field) ? t(`details.history.fields.${entry.field}`) : entry.field);
  const from = entry.field === 'priority' && entry.from ? t(`ticket.priorities.${String(entry.from)}`, { defaultValue: String(entry.from) }) : isolate(historyValueText(entry.from, t));
  const to = entry.field === 'priority' && entry.to ? t(`ticket.priorities.${String(entry.to)}`, { defaultValue: String(entry.to) }) : isolate(historyValueText(entry.to, t));
  if (!to) return t('details.history.cleared', { actor, field, from });
  if (!from) return t('details.history.set', { actor, field, to });
  return t('details.history.changed', { actor, field, from, to });
}
