import type { TicketStatusSummary } from '@switchboard/shared/contracts';
import type { StatusKind } from '../../../db/index.js';

// Pieces of a ticket row that the hub's and the agents' views of a ticket share.

/** The columns of a ticket's status (joined as `statuses`) that `toStatusSummary` reads. */
export const statusSummaryColumns = ['statuses.id as status_id', 'statuses.name as status_name', 'statuses.color as status_color', 'statuses.kind as status_kind'] as const;

/** A ticket's status as lists and details show it. */
export const toStatusSummary = (row: { status_id: string; status_name: string; status_color: string; status_kind: string }): TicketStatusSummary => ({
  id: row.status_id,
  name: row.status_name,
  color: row.status_color,
  kind: row.status_kind as StatusKind,
});

/** What every view of a ticket starts with (`ticketBaseProperties` of the contracts). */
export const toTicketBase = (row: { id: string; serial_number: number; title: string; description: string; priority: string | null }) => ({
  id: row.id,
  serialNumber: row.serial_number,
  title: row.title,
  description: row.description,
  priority: row.priority,
});
