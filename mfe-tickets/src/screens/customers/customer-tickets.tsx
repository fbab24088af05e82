import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, Empty, Tooltip, Typography } from 'antd';
import { Card, Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, type CustomerTicket, type CustomerTicketListResponse } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { customersApi } from '../../api/customers-api';
import { PRIORITY_COLORS, StatusTag, priorityLabel } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { DataTable, FIT_TEXT_STYLE, LIST_PAGE_SIZES, type ListColumn } from '@switchboard/shared/crud';

const DASH = '—';

export interface CustomerTicketsProps {
  customerId: string;
}

/** `GET customers/{id}/tickets`: the customer's tickets, newest first, paged on the server. */
export function CustomerTickets({ customerId }: CustomerTicketsProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, size: LIST_PAGE_SIZES[0] as number });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data: CustomerTicketListResponse | null; loading: boolean; failed: boolean }>({ data: null, loading: true, failed: false });

  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, loading: true, failed: false }));
    customersApi.tickets(customerId, { pageNumber: paging.page, pageSize: paging.size }).then(
      (data) => live && setState({ data, loading: false, failed: false }),
      () => live && setState((current) => ({ ...current, loading: false, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [customerId, paging, attempt]);

  const open = (ticket: CustomerTicket) => void navigate(paths.ticketDetails(ticket.id));

  const columns: ListColumn<CustomerTicket>[] = [
    { title: '#', dataIndex: 'serialNumber', width: 90, render: (serial: number) => <Typography.Text strong dir="ltr">#{serial}</Typography.Text> },
    {
      title: t('ticket.fields.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, ticket) => (
        <Link to={paths.ticketDetails(ticket.id)} tabIndex={-1} dir="auto" title={title} style={FIT_TEXT_STYLE}>
          {title}
        </Link>
      ),
    },
    { title: t('ticket.fields.status'), key: 'status', render: (_, ticket) => <StatusTag status={ticket.status} /> },
    {
      title: t('ticket.fields.priority'),
      key: 'priority',
      render: (_, ticket) =>
        ticket.priority ? <Tag color={PRIORITY_COLORS[ticket.priority]}>{priorityLabel(t, ticket.priority)}</Tag> : <Typography.Text type="secondary">{DASH}</Typography.Text>,
    },
    {
      title: t('ticket.fields.updated'),
      key: 'updated',
      render: (_, ticket) => <Tooltip title={formatDate(ticket.updatedDate)}>{formatRelativeTime(ticket.updatedDate)}</Tooltip>,
    },
  ];

  const onRow = (ticket: CustomerTicket) => ({
    'data-testid': 'customer-ticket-row',
    'data-ticket-id': ticket.id,
    tabIndex: 0,
    'aria-label': `#${ticket.serialNumber} ${ticket.title}`,
    style: { cursor: 'pointer' },
    onClick: (event: MouseEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest('a, button')) return;
      open(ticket);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) open(ticket);
    },
  });
  const total = state.data?.totalCount ?? 0;

  return (
    <Card size="small" title={t('customers.tickets')}>
      {state.failed && !state.data ? (
        <Empty data-testid="customer-tickets-error" description={t('customers.ticketsFailed')}>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('ticket.retry')}</Button>
        </Empty>
      ) : (
        <DataTable<CustomerTicket>
          testId="customer-tickets"
          dense
          rowKey={(ticket) => ticket.id}
          columns={columns}
          rows={state.data?.entities ?? []}
          loading={state.loading}
          rowProps={onRow}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.noTickets')} />}
          // One page needs no pager.
          paging={
            total > paging.size || paging.page > 1
              ? {
                  page: paging.page,
                  size: paging.size,
                  total,
                  sizes: LIST_PAGE_SIZES,
                  totalText: t('customers.total', { count: total }),
                  onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
                }
              : undefined
          }
        />
      )}
    </Card>
  );
}
