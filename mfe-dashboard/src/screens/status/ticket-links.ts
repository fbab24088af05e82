import { defineListQuery, listOf, optional } from '@switchboard/shared/crud';
import { paths, type StatusDashboard } from '@switchboard/shared/contracts';
import type { StatusFilters } from './status-query';

/**
 * The tickets list's URL filters a dashboard link may set. Same names, order and codecs as the list's own
 * declaration (mfe-tickets' `TICKET_LIST`), serialised by the same `defineListQuery`, so a link reads back
 * exactly as built. Remotes never import each other: the declaration is mirrored, and the tests pin the strings.
 */
interface TicketLinkFilters {
  status: string[];
  priority: string[];
  category: string[];
  /** User ids or `unassigned`. */
  assignee: string[];
  /** Group ids or `mine`. */
  group: string[];
  division: string[];
  /** Created days. */
  from: string | null;
  to: string | null;
  sla: string | null;
  /** Resolution-date days. */
  dueFrom: string | null;
  dueTo: string | null;
}

const any = (part: string) => part;
const always = () => true;

const TICKET_LINK = defineListQuery<never, TicketLinkFilters>({
  sortFields: [],
  filters: {
    status: listOf(any),
    priority: listOf(any),
    category: listOf(any),
    assignee: listOf(any),
    group: listOf(any),
    division: listOf(any),
    from: optional(always),
    to: optional(always),
    sla: optional(always),
    dueFrom: optional(always),
    dueTo: optional(always),
  },
  readable: [':', ','],
});

export type TicketLink = Partial<TicketLinkFilters>;

/** The status kinds that count as open (merged tickets are not open). */
export const OPEN_KINDS = ['new', 'open', 'pending'] as const;

/** The ids of the statuses of the given kinds, in the dashboard's order. */
export function statusIdsOf(dashboard: Pick<StatusDashboard, 'byStatus'>, kinds: readonly string[]): string[] {
  return dashboard.byStatus.filter((row) => kinds.includes(row.kind)).map((row) => row.statusId);
}

/** `/tickets/list?…` narrowed by `link`, keeping the dashboard's division, group and category filters. */
export function ticketsListUrl(filters: StatusFilters, link: TicketLink): string {
  const view = {
    ...TICKET_LINK.empty,
    division: filters.division ? [filters.division] : [],
    group: [...(filters.group ? [filters.group] : []), ...(filters.mine ? ['mine'] : [])],
    category: filters.category ? [filters.category] : [],
    ...link,
  };
  return `${paths.ticketsList()}${TICKET_LINK.serialise(view)}`;
}

export type TileKey = 'open' | 'openNew' | 'openOpen' | 'waitingOnCustomer' | 'unassigned' | 'dueToday' | 'breached' | 'dueSoon' | 'newToday';

/** What each tile counts, as tickets list filters (open tickets by their status ids; "today" is the organisation's). */
export function tileLink(key: TileKey, dashboard: StatusDashboard): TicketLink {
  const open = statusIdsOf(dashboard, OPEN_KINDS);
  switch (key) {
    case 'open':
      return { status: open };
    case 'openNew':
      return { status: statusIdsOf(dashboard, ['new']) };
    case 'openOpen':
      return { status: statusIdsOf(dashboard, ['open']) };
    case 'waitingOnCustomer':
      return { status: statusIdsOf(dashboard, ['pending']) };
    case 'unassigned':
      return { status: open, assignee: ['unassigned'] };
    case 'dueToday':
      return { status: open, dueFrom: dashboard.today, dueTo: dashboard.today };
    case 'breached':
      return { status: open, sla: 'breached' };
    case 'dueSoon':
      return { status: open, sla: 'dueSoon' };
    case 'newToday':
      return { from: dashboard.today, to: dashboard.today };
  }
}
