import { DEFAULT_LOCALE, hubStageOf, localizedStatusName, type ClientTicketStatus, type Locale, type StatusNames, type TicketStatusSummary } from '@switchboard/shared/contracts';
import type { StatusKind } from '../../../db/index.js';

// Pieces of a ticket row that the hub's and the agents' views of a ticket share.

/** The columns of a ticket's status (joined as `statuses`) that `toStatusSummary` reads: the translations come in the same row. */
export const statusSummaryColumns = ['statuses.id as status_id', 'statuses.name as status_name', 'statuses.names as status_names', 'statuses.color as status_color', 'statuses.kind as status_kind'] as const;

type StatusColumns = { status_id: string; status_name: string; status_names: StatusNames | null; status_color: string; status_kind: string };

/** A ticket's status as agents' lists and details show it, named in `locale` (its default name without a translation). */
export const toStatusSummary = (row: StatusColumns, locale: Locale = DEFAULT_LOCALE): TicketStatusSummary => ({
  id: row.status_id,
  name: localizedStatusName({ name: row.status_name, names: row.status_names }, locale),
  color: row.status_color,
  kind: row.status_kind as StatusKind,
});

/** A ticket's status as the hub shows it: `kind` is the hub's stage, so the hub's contract stays three-valued. */
export const toClientStatusSummary = (row: StatusColumns, locale: Locale = DEFAULT_LOCALE): ClientTicketStatus => {
  const status = toStatusSummary(row, locale);
  return { ...status, kind: hubStageOf(status.kind) };
};

/** What every view of a ticket starts with (`ticketBaseProperties` of the contracts). */
export const toTicketBase = (row: { id: string; serial_number: number; title: string; description: string; priority: string | null }) => ({
  id: row.id,
  serialNumber: row.serial_number,
  title: row.title,
  description: row.description,
  priority: row.priority,
});
