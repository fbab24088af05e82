import dayjs from 'dayjs';
import { defineListQuery, listOf, optional, type ListView } from '@switchboard/shared/crud';
import { TICKET_PRIORITIES, TICKET_SLA_FILTERS, TICKET_SORT_FIELDS, type TicketSearchRequest, type TicketSlaFilter, type TicketSortField } from '@switchboard/shared/contracts';

/** Priority filter values: the four priorities plus `none` (no priority set). */
export const PRIORITY_FILTERS = [...TICKET_PRIORITIES, 'none'] as const;
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

interface TicketFilters {
  status: string[];
  priority: PriorityFilter[];
  category: string[];
  /** User ids, `me` or `unassigned`. */
  assignee: string[];
  /** Group ids, or `mine` (the groups the agent belongs to). */
  group: string[];
  /** Division ids (the Home division's id also finds tickets without a division). */
  division: string[];
  /** Inclusive created-date range, `YYYY-MM-DD` in the agent's time zone. */
  from: string | null;
  to: string | null;
  /** Service level: `breached` or `dueSoon`; null for any. */
  sla: string | null;
  /** Inclusive resolution-date range, `YYYY-MM-DD` in the agent's time zone (the dashboard's "due today"). */
  dueFrom: string | null;
  dueTo: string | null;
}

/** Everything that defines a view of the tickets list; kept in the URL so a view can be shared. */
export type ListQuery = ListView<TicketSortField, TicketFilters>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const uuid = (part: string) => (UUID.test(part) ? part : null);

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const TICKET_LIST = defineListQuery<TicketSortField, TicketFilters>({
  sortFields: TICKET_SORT_FIELDS,
  filters: {
    status: listOf(uuid),
    priority: listOf((part) => PRIORITY_FILTERS.find((priority) => priority.toLowerCase() === part.toLowerCase()) ?? null),
    category: listOf(uuid),
    assignee: listOf((part) => {
      const lower = part.toLowerCase();
      return lower === 'me' || lower === 'unassigned' ? lower : uuid(part);
    }),
    group: listOf((part) => (part.toLowerCase() === 'mine' ? 'mine' : uuid(part))),
    division: listOf(uuid),
    from: optional(isCalendarDay),
    to: optional(isCalendarDay),
    sla: optional((raw) => (TICKET_SLA_FILTERS as readonly string[]).includes(raw)),
    dueFrom: optional(isCalendarDay),
    dueTo: optional(isCalendarDay),
  },
  readable: [':', ','],
  // A reversed range is read the way it was meant.
  normalise: (view) => {
    const created = view.from && view.to && view.from > view.to ? { ...view, from: view.to, to: view.from } : view;
    return created.dueFrom && created.dueTo && created.dueFrom > created.dueTo ? { ...created, dueFrom: created.dueTo, dueTo: created.dueFrom } : created;
  },
});

/** `POST tickets/search` body of a view (created and resolution-date ranges: whole local days, as UTC instants). */
export function toSearchRequest(query: ListQuery): TicketSearchRequest {
  const filters: NonNullable<TicketSearchRequest['filters']> = {};
  if (query.status.length) filters.statusIds = query.status;
  if (query.priority.length) filters.priorities = query.priority;
  if (query.category.length) filters.categoryIds = query.category;
  if (query.assignee.length) filters.assignees = query.assignee;
  const groupIds = query.group.filter((group) => group !== 'mine');
  if (groupIds.length) filters.userGroupIds = groupIds;
  if (query.group.includes('mine')) filters.myGroups = true;
  if (query.division.length) filters.divisionIds = query.division;
  if (query.from) filters.createdFrom = dayjs(query.from).startOf('day').toISOString();
  if (query.to) filters.createdTo = dayjs(query.to).endOf('day').toISOString();
  if (query.sla) filters.sla = query.sla as TicketSlaFilter;
  if (query.dueFrom) filters.dueFrom = dayjs(query.dueFrom).startOf('day').toISOString();
  if (query.dueTo) filters.dueTo = dayjs(query.dueTo).endOf('day').toISOString();
  const request: TicketSearchRequest = TICKET_LIST.toSearchPaging(query);
  if (Object.keys(filters).length) request.filters = filters;
  return request;
}
