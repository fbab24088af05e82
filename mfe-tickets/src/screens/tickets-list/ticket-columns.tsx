import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { paths, type AgentTicket, type TicketSortField } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { FITTED_TAG_STYLE, PersonName, PRIORITY_COLORS, SlaBadge, StatusTag, personNameText, priorityLabel } from '../../components';
import { FIT_TEXT_STYLE, FitText, headerText, type ChoosableColumn, type ListColumn, KitTag } from '@switchboard/shared/crud';
import { KitText } from '@switchboard/shared/ui';

const DASH = '—';

/** A column of the tickets table with what the column chooser needs to know of it. */
export interface TicketColumn extends ChoosableColumn {
  /** Its width in px; none for the title, which takes the room left. */
  width?: number;
  column: ListColumn<AgentTicket>;
}

/** The title column never gets narrower than this; the table scrolls sideways before it would. */
export const TITLE_MIN_WIDTH = 220;
/** The selection checkboxes' column. */
export const SELECTION_WIDTH = 48;

/** Muted "—" (or another word) for a cell without a value. */
const none = (text = DASH) => <KitText type="secondary">{text}</KitText>;

const fitted = (text: string) => <FitText text={text} />;

type Sortable = (field: TicketSortField) => { key: string; sorter: boolean; sortOrder: 'ascend' | 'descend' | null };

export interface TicketColumnsOptions {
  t: TFunction;
  sortable: Sortable;
  /** Only then the customer's email is offered (agents who may see customers). */
  canSeeCustomers: boolean;
  /** Only then the Division column is offered (every ticket is in the one division otherwise). */
  manyDivisions: boolean;
  /** A division's name as the reader sees it (the seeded Home division in their language). */
  divisionName: (division: { name: string }) => string;
}

/**
 * Every column of the tickets table the agent may see, in order. By default the table shows what an
 * agent triages by (number, title, customer, status, priority, assignee, last change, service level)
 * and fits a 1440 px window with the sidebar open; the others are a choice away.
 */
export function ticketColumns({ t, sortable, canSeeCustomers, manyDivisions, divisionName }: TicketColumnsOptions): TicketColumn[] {
  const columns: (TicketColumn | false)[] = [
    {
      key: 'serialNumber',
      label: '#',
      defaultShown: true,
      always: true,
      width: 84,
      column: { title: '#', dataIndex: 'serialNumber', ...sortable('serialNumber'), render: (serial: number) => <KitText strong dir="ltr">#{serial}</KitText> },
    },
    {
      key: 'title',
      label: t('ticket.fields.title'),
      defaultShown: true,
      always: true,
      column: {
        title: headerText(t('ticket.fields.title')),
        dataIndex: 'title',
        ...sortable('title'),
        ellipsis: true,
        // The row opens on a click anyway; the link serves a middle click, copying the address and
        // screen readers' lists of links (it stays out of the tab order).
        render: (title: string, ticket) => (
          <Link to={paths.ticketDetails(ticket.id)} tabIndex={-1} dir="auto" title={title} style={FIT_TEXT_STYLE}>
            {title}
          </Link>
        ),
      },
    },
    {
      key: 'customer',
      label: t('ticket.fields.customer'),
      defaultShown: true,
      width: 150,
      column: { title: headerText(t('ticket.fields.customer')), ...sortable('customer'), ellipsis: true, render: (_, ticket) => (ticket.customer ? fitted(ticket.customer.name) : none()) },
    },
    canSeeCustomers && {
      key: 'customerEmail',
      label: t('listLayout.customerEmail'),
      defaultShown: false,
      width: 200,
      column: { title: headerText(t('listLayout.customerEmail')), key: 'customerEmail', ellipsis: true, render: (_, ticket) => (ticket.customer?.email ? fitted(ticket.customer.email) : none()) },
    },
    {
      key: 'status',
      label: t('ticket.fields.status'),
      defaultShown: true,
      width: 130,
      column: { title: headerText(t('ticket.fields.status')), ...sortable('status'), ellipsis: true, render: (_, ticket) => <StatusTag status={ticket.status} fit /> },
    },
    {
      key: 'priority',
      label: t('ticket.fields.priority'),
      defaultShown: true,
      width: 110,
      column: {
        title: headerText(t('ticket.fields.priority')),
        ...sortable('priority'),
        ellipsis: true,
        render: (_, ticket) => {
          if (!ticket.priority) return none();
          const label = priorityLabel(t, ticket.priority);
          return (
            <KitTag color={PRIORITY_COLORS[ticket.priority]} style={{ marginInlineEnd: 0, ...FITTED_TAG_STYLE }} title={label}>
              {label}
            </KitTag>
          );
        },
      },
    },
    {
      key: 'category',
      label: t('ticket.fields.category'),
      defaultShown: false,
      width: 150,
      column: { title: headerText(t('ticket.fields.category')), ...sortable('category'), ellipsis: true, render: (_, ticket) => (ticket.category ? fitted(ticket.category.name) : none()) },
    },
    manyDivisions && {
      key: 'division',
      label: t('ticket.fields.division'),
      defaultShown: false,
      width: 140,
      column: { title: headerText(t('ticket.fields.division')), key: 'division', ellipsis: true, render: (_, ticket) => fitted(divisionName(ticket.division)) },
    },
    {
      key: 'assignee',
      label: t('ticket.fields.assignee'),
      defaultShown: true,
      width: 150,
      column: {
        title: headerText(t('ticket.fields.assignee')),
        ...sortable('assignee'),
        ellipsis: true,
        render: (_, ticket) =>
          ticket.assignee ? (
            <FitText text={personNameText(ticket.assignee, t)}>
              <PersonName person={ticket.assignee} />
            </FitText>
          ) : (
            none(t('ticket.unassigned'))
          ),
      },
    },
    {
      key: 'addedDate',
      label: t('ticket.fields.created'),
      defaultShown: false,
      width: 120,
      column: { title: headerText(t('ticket.fields.created')), ...sortable('addedDate'), ellipsis: true, render: (_, ticket) => formatDate(ticket.addedDate) },
    },
    {
      key: 'updatedDate',
      label: t('ticket.fields.updated'),
      defaultShown: true,
      width: 120,
      column: {
        title: headerText(t('ticket.fields.updated')),
        ...sortable('updatedDate'),
        ellipsis: true,
        render: (_, ticket) => <span title={formatDate(ticket.updatedDate)}>{formatRelativeTime(ticket.updatedDate)}</span>,
      },
    },
    {
      key: 'resolutionDueDate',
      label: t('ticket.fields.resolutionDue'),
      defaultShown: false,
      width: 130,
      column: { title: headerText(t('ticket.fields.resolutionDue')), ...sortable('resolutionDueDate'), ellipsis: true, render: (_, ticket) => formatDate(ticket.resolutionDueDate) || DASH },
    },
    {
      key: 'slaDue',
      label: t('sla.column'),
      defaultShown: true,
      width: 130,
      // Sorting ascending puts the tickets breaching soonest first.
      column: { title: headerText(t('sla.column')), ...sortable('slaDue'), ellipsis: true, render: (_, ticket) => <SlaBadge sla={ticket.sla} /> },
    },
  ];
  return columns.filter((column): column is TicketColumn => Boolean(column)).map((column) => ({ ...column, column: { ...column.column, key: column.key, width: column.width } }));
}

/** The table's least width for these columns: it fills the page when wider and scrolls sideways only below this. */
export function tableMinWidth(columns: readonly { width?: number }[], selectable: boolean): number {
  return columns.reduce((sum, column) => sum + (column.width ?? TITLE_MIN_WIDTH), selectable ? SELECTION_WIDTH : 0);
}
