import dayjs from 'dayjs';
import type { ClientTicket, ClientTicketStatus, HubStage } from '@switchboard/shared/contracts';

type StatusKind = HubStage;

/** One status of each hub stage, as the hub's ticket list receives them. */
export const HUB_STATUSES: Record<StatusKind, ClientTicketStatus> = {
  open: { id: 's1', name: 'Open', color: '#0958d9', kind: 'open' },
  in_progress: { id: 's2', name: 'Pending', color: '#faad14', kind: 'in_progress' },
  closed: { id: 's3', name: 'Resolved', color: '#52c41a', kind: 'closed' },
};

/**
 * A customer's ticket number `serial` (id `t<serial>`) created at `created`, a local time written
 * `YYYY-MM-DDTHH:mm:ss`, due at `due` when given; `overrides` replace anything else.
 */
export function clientTicket(serial: number, kind: StatusKind, created: string, due: string | null = null, overrides: Partial<ClientTicket> = {}): ClientTicket {
  return {
    id: `t${serial}`,
    serialNumber: serial,
    title: `Problem number ${serial}`,
    description: 'Details',
    priority: null,
    categoryId: null,
    categoryName: null,
    fields: [],
    addedDate: dayjs(created).toISOString(),
    updatedDate: dayjs(created).toISOString(),
    resolutionDueDate: due ? dayjs(due).toISOString() : null,
    status: HUB_STATUSES[kind],
    lastActivityAt: dayjs(created).toISOString(),
    newReply: false,
    ...overrides,
  };
}
