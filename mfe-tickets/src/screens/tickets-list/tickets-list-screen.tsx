import { useEffect, useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Tag, Tooltip, Typography, theme } from 'antd';
import { Table } from '@switchboard/shared/antd-heavy';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths, type AgentTicket, type TicketSortField } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { PageHeader } from '@switchboard/shared/ui';
import { PRIORITY_COLORS, StatusTag, priorityLabel, useListUrl } from '../../components';
import { useTicketsFeedback } from '../../feedback';
import { rememberListPage } from '../list-memory';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { BulkActions } from './bulk-actions';
import { PAGE_SIZES, clearFilters, columnSortOrder, hasFilters, listQueryString, parseListQuery, sortFromTable, updateQuery } from './list-query';
import { TicketsFilters } from './tickets-filters';
import { useTicketSearch } from './use-ticket-search';

const DASH = '—';

/** Clicks on these belong to the control, not to the row. */
const INTERACTIVE = 'a, button, input, label, .ant-checkbox-wrapper, .ant-table-selection-column';

const LIST_URL = { parse: parseListQuery, update: updateQuery, serialise: listQueryString };

/** `/tickets/list`: the agent's tickets (spec §2; DESIGN §14 list bar). */
export function TicketsListScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useTicketsFeedback();
  const { hasAny } = usePermissions();
  const canEdit = hasAny(['tickets:tickets:edit']);
  const canAdd = hasAny(['tickets:tickets:add']);
  const canMerge = hasAny(['tickets:tickets:merge']);
  const location = useLocation();
  const { query, setQuery, leave } = useListUrl(LIST_URL);
  const [selected, setSelected] = useState<string[]>([]);
  const { token } = theme.useToken();

  const search = useTicketSearch(query, (error) => feedback.failed(error, t('list.loadFailed')));
  const rows = search.data?.entities ?? [];
  const firstLoad = search.data === null && search.loading;
  const filtered = hasFilters(query);

  // The details screen's j/k and its way back use the page on screen and this view.
  useEffect(() => {
    if (search.data) rememberListPage(search.data.entities.map((ticket) => ticket.id), location.search);
  }, [search.data, location.search]);

  const open = (ticket: AgentTicket) => leave(paths.ticketDetails(ticket.id));

  const sortable = (field: TicketSortField) => ({ key: field, sorter: true, sortOrder: columnSortOrder(query, field), showSorterTooltip: false });

  const columns: TableColumnsType<AgentTicket> = [
    { title: '#', dataIndex: 'serialNumber', ...sortable('serialNumber'), width: 90, render: (serial: number) => <Typography.Text strong dir="ltr">#{serial}</Typography.Text> },
    {
      title: t('ticket.fields.title'),
      dataIndex: 'title',
      ...sortable('title'),
      ellipsis: true,
      width: 280,
      render: (title: string, ticket) => (
        <Link to={paths.ticketDetails(ticket.id)} tabIndex={-1} dir="auto">
          {title}
        </Link>
      ),
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
      render: (_, ticket) => (ticket.assignee ? <span dir="auto">{ticket.assignee.name}</span> : <Typography.Text type="secondary">{t('ticket.unassigned')}</Typography.Text>),
    },
    { title: t('ticket.fields.created'), ...sortable('addedDate'), render: (_, ticket) => formatDate(ticket.addedDate) },
    {
      title: t('ticket.fields.updated'),
      ...sortable('updatedDate'),
      render: (_, ticket) => <Tooltip title={formatDate(ticket.updatedDate)}>{formatRelativeTime(ticket.updatedDate)}</Tooltip>,
    },
    { title: t('ticket.fields.resolutionDue'), ...sortable('resolutionDueDate'), render: (_, ticket) => formatDate(ticket.resolutionDueDate) || DASH },
  ];

  const onTableChange: TableProps<AgentTicket>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      setQuery({ sort: sortFromTable(one?.columnKey, one?.order) });
    } else if (extra.action === 'paginate') {
      setQuery({ page: pagination.current ?? 1, size: pagination.pageSize ?? query.size });
    }
  };

  const onRow = (ticket: AgentTicket) =>
    ({
      'data-testid': 'ticket-row',
      'data-ticket-id': ticket.id,
      tabIndex: 0,
      'aria-label': `#${ticket.serialNumber} ${ticket.title}`,
      style: { cursor: 'pointer' },
      onClick: (event: MouseEvent<HTMLElement>) => {
        if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
        open(ticket);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) open(ticket);
      },
    }) as HTMLAttributes<HTMLElement>;

  const emptyText = filtered ? (
    <Empty description={t('list.emptyNoMatch')}>
      <Button data-testid="tickets-empty-clear-filters" onClick={() => setQuery(clearFilters)}>
        {t('list.clearFilters')}
      </Button>
    </Empty>
  ) : (
    <Empty description={t('list.emptyNone')}>
      {canAdd ? (
        <Button type="primary" onClick={() => leave(paths.ticketDetails())}>
          {t('list.newTicket')}
        </Button>
      ) : null}
    </Empty>
  );

  const failedWithoutData = search.error && search.data === null;

  return (
    <>
      {/* Rows are focusable (Enter opens): show where the focus is, in the theme's colour. */}
      <style>{`.sb-ticket-row:focus-visible > td { box-shadow: inset 0 2px 0 ${token.colorPrimary}, inset 0 -2px 0 ${token.colorPrimary}; outline: none; }`}</style>
      <PageHeader
        title={<span data-testid="page-title">{t('pages.ticketsList')}</span>}
        extra={
          <>
            <Tooltip title={t('list.refresh')}>
              <Button aria-label={t('list.refresh')} icon={<ReloadOutlined />} onClick={() => void search.reload()} loading={search.loading && !firstLoad} />
            </Tooltip>
            {canAdd ? (
              <Button type="primary" icon={<PlusOutlined />} data-testid="tickets-new" onClick={() => leave(paths.ticketDetails())}>
                {t('list.newTicket')}
              </Button>
            ) : null}
          </>
        }
      />
      <TicketsFilters query={query} onChange={setQuery} onClear={() => setQuery(clearFilters)} />
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
      {search.error && !failedWithoutData ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('list.loadFailed')}
          action={
            <Button size="small" onClick={() => void search.reload()}>
              {t('ticket.retry')}
            </Button>
          }
        />
      ) : null}
      {firstLoad ? (
        <div data-testid="tickets-skeleton" aria-busy>
          <Skeleton active title={false} paragraph={{ rows: 10 }} />
        </div>
      ) : failedWithoutData ? (
        <Empty data-testid="tickets-error" description={t('list.loadFailed')}>
          <Button type="primary" onClick={() => void search.reload()}>
            {t('ticket.retry')}
          </Button>
        </Empty>
      ) : (
        <Table<AgentTicket>
          data-testid="tickets-table"
          rowKey="id"
          size="middle"
          sticky
          columns={columns}
          dataSource={rows}
          loading={search.loading}
          onChange={onTableChange}
          onRow={onRow}
          rowClassName="sb-ticket-row"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          rowSelection={
            canEdit || canMerge
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: false }
              : undefined
          }
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: search.data?.totalCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            // Past the server's count cap the total reads "10,000+".
            showTotal: (total) => t('list.total', { count: search.data?.totalCountCapped ? `${total.toLocaleString()}+` : total }),
            hideOnSinglePage: false,
          }}
        />
      )}
    </>
  );
}
