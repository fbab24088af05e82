import { useEffect, useState } from 'react';
import { Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths, type AgentTicket } from '@switchboard/shared/contracts';
import { linkCell, ListPage, useListPage } from '@switchboard/shared/crud';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { ticketsApi } from '../../api';
import { PersonName, PRIORITY_COLORS, SlaBadge, StatusTag, priorityLabel } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { rememberListPage } from '../list-memory';
import { BulkActions } from './bulk-actions';
import { TICKET_LIST, toSearchRequest } from './list-query';
import { SavedViews } from './saved-views';
import { TicketsFilters } from './tickets-filters';

const DASH = '—';

/** `/tickets/list`: the agent's tickets, searched, filtered, sorted and paged on the server. */
export function TicketsListScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { hasAny } = usePermissions();
  const canEdit = hasAny(['tickets:tickets:edit']);
  const canMerge = hasAny(['tickets:tickets:merge']);
  const location = useLocation();
  const list = useListPage({ query: TICKET_LIST, search: (view) => ticketsApi.search(toSearchRequest(view)), loadFailed: t('list.loadFailed') });
  const { search, sortable } = list;
  const [selected, setSelected] = useState<string[]>([]);

  // The details screen's j/k and its way back use the page on screen and this view.
  useEffect(() => {
    if (search.data) rememberListPage(search.data.entities.map((ticket) => ticket.id), location.search);
  }, [search.data, location.search]);

  const columns: TableColumnsType<AgentTicket> = [
    { title: '#', dataIndex: 'serialNumber', ...sortable('serialNumber'), width: 90, render: (serial: number) => <Typography.Text strong dir="ltr">#{serial}</Typography.Text> },
    {
      title: t('ticket.fields.title'),
      dataIndex: 'title',
      ...sortable('title'),
      ellipsis: true,
      width: 280,
      render: linkCell((ticket) => paths.ticketDetails(ticket.id)),
    },
    { title: t('ticket.fields.customer'), ...sortable('customer'), ellipsis: true, render: (_, ticket) => (ticket.customer ? <span dir="auto">{ticket.customer.name}</span> : DASH) },
    { title: t('ticket.fields.status'), ...sortable('status'), render: (_, ticket) => <StatusTag status={ticket.status} /> },
    {
      title: t('ticket.fields.priority'),
      ...sortable('priority'),
      render: (_, ticket) =>
        ticket.priority ? <Tag color={PRIORITY_COLORS[ticket.priority]}>{priorityLabel(t, ticket.priority)}</Tag> : <Typography.Text type="secondary">{DASH}</Typography.Text>,
    },
    { title: t('ticket.fields.category'), ...sortable('category'), ellipsis: true, render: (_, ticket) => (ticket.category ? <span dir="auto">{ticket.category.name}</span> : DASH) },
    {
      title: t('ticket.fields.assignee'),
      ...sortable('assignee'),
      ellipsis: true,
      render: (_, ticket) => (ticket.assignee ? <PersonName person={ticket.assignee} /> : <Typography.Text type="secondary">{t('ticket.unassigned')}</Typography.Text>),
    },
    { title: t('ticket.fields.created'), ...sortable('addedDate'), render: (_, ticket) => formatDate(ticket.addedDate) },
    {
      title: t('ticket.fields.updated'),
      ...sortable('updatedDate'),
      render: (_, ticket) => <Tooltip title={formatDate(ticket.updatedDate)}>{formatRelativeTime(ticket.updatedDate)}</Tooltip>,
    },
    { title: t('ticket.fields.resolutionDue'), ...sortable('resolutionDueDate'), render: (_, ticket) => formatDate(ticket.resolutionDueDate) || DASH },
    // Sorting ascending puts the tickets breaching soonest first.
    { title: t('sla.column'), ...sortable('slaDue'), render: (_, ticket) => <SlaBadge sla={ticket.sla} /> },
  ];

  return (
    <ListPage
      list={list}
      title={t('pages.ticketsList')}
      testId="tickets"
      columns={columns}
      rowKey={(ticket) => ticket.id}
      rowAttributes={(ticket) => ({ 'data-testid': 'ticket-row', 'data-ticket-id': ticket.id, 'aria-label': `#${ticket.serialNumber} ${ticket.title}` })}
      details={{ path: paths.ticketDetails, create: { label: t('list.newTicket'), permissions: ['tickets:tickets:add'] } }}
      emptyNone={t('list.emptyNone')}
      emptyNoMatch={t('list.emptyNoMatch')}
      // Past the server's count cap the total reads "10,000+".
      total={(count) => t('list.total', { count: search.data?.totalCountCapped ? `${count.toLocaleString()}+` : count })}
      search={{ label: t('list.search'), width: 260 }}
      filters={<TicketsFilters query={list.view} onChange={list.setView} />}
      selection={canEdit || canMerge ? { keys: selected, onChange: setSelected } : undefined}
      aboveTable={
        <>
          <SavedViews view={list.view} />
          {(canEdit || canMerge) && selected.length ? (
            <div style={{ marginBottom: 12 }}>
              <BulkActions
                selected={selected}
                canEdit={canEdit}
                canMerge={canMerge}
                onDone={(failed) => {
                  setSelected(failed);
                  void search.reload();
                }}
              />
            </div>
          ) : null}
        </>
      }
    />
  );
}
