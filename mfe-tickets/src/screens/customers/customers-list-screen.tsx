import { useEffect, useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Select, Skeleton, Tooltip, Typography } from 'antd';
import { Table } from '@switchboard/shared/antd-heavy';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type Customer, type CustomerSortField } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { PageHeader } from '@switchboard/shared/ui';
import { useListUrl } from '../../components';
import { useTicketsFeedback } from '../../feedback';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import {
  EMPTY_CUSTOMERS_QUERY,
  PAGE_SIZES,
  changeCustomersQuery,
  customerColumnSortOrder,
  customersQueryString,
  customersSortFromTable,
  hasCustomerFilters,
  parseCustomersQuery,
  type VerifiedFilter,
} from './customers-query';
import { FOCUSABLE_ROW_CLASS, RowFocusStyle } from './row-focus-style';
import { VerificationTags } from './verification-tags';
import { useCustomerSearch } from './use-customer-search';

/** Search typing settles this long before the list reloads. */
export const SEARCH_DEBOUNCE_MS = 300;

const DASH = '—';

/** Clicks on these belong to the control, not to the row. */
const INTERACTIVE = 'a, button, input, label';

const CUSTOMERS_URL = { parse: parseCustomersQuery, update: changeCustomersQuery, serialise: customersQueryString };

/** `/customers/list` (spec §2): the organisation's customers, searched, filtered, sorted and paged on the server. */
export function CustomersListScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useTicketsFeedback();
  const { hasAny } = usePermissions();
  const canAdd = hasAny(['tickets:customers:add']);
  const { query, setQuery, leave } = useListUrl(CUSTOMERS_URL);

  const [text, setText] = useState(query.q);
  // The URL is the source of truth: Back or "Clear filters" updates the box.
  useEffect(() => setText((current) => (current.trim() === query.q ? current : query.q)), [query.q]);
  useEffect(() => {
    if (text.trim() === query.q) return undefined;
    const timer = setTimeout(() => setQuery({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query.q, setQuery]);

  const search = useCustomerSearch(query, (error) => feedback.failed(error, t('customers.loadFailed')));
  const rows = search.data?.entities ?? [];
  const firstLoad = search.data === null && search.loading;
  const failedWithoutData = Boolean(search.error) && search.data === null;
  const clear = () => {
    setText('');
    setQuery({ q: EMPTY_CUSTOMERS_QUERY.q, verified: EMPTY_CUSTOMERS_QUERY.verified });
  };

  const open = (customer: Customer) => leave(paths.customerDetails(customer.id));
  const sortable = (field: CustomerSortField) => ({ key: field, sorter: true, sortOrder: customerColumnSortOrder(query, field), showSorterTooltip: false });

  const columns: TableColumnsType<Customer> = [
    {
      title: t('customers.fields.name'),
      dataIndex: 'name',
      ...sortable('name'),
      ellipsis: true,
      width: 220,
      render: (name: string, customer) => (
        <Link to={paths.customerDetails(customer.id)} tabIndex={-1} dir="auto">
          {name}
        </Link>
      ),
    },
    { title: t('customers.fields.email'), dataIndex: 'email', ...sortable('email'), ellipsis: true, width: 240 },
    { title: t('customers.fields.phone'), dataIndex: 'phone', render: (phone: string | null) => phone || <Typography.Text type="secondary">{DASH}</Typography.Text> },
    { title: t('customers.fields.verified'), key: 'verified', render: (_, customer) => <VerificationTags customer={customer} /> },
    {
      title: t('customers.fields.tickets'),
      ...sortable('ticketCount'),
      align: 'end',
      render: (_, customer) => (
        <Tooltip title={t('customers.openOfTotal', { open: customer.openTicketCount, total: customer.ticketCount })}>
          <span>
            <Typography.Text strong={customer.openTicketCount > 0}>{customer.openTicketCount}</Typography.Text>
            <Typography.Text type="secondary"> / {customer.ticketCount}</Typography.Text>
          </span>
        </Tooltip>
      ),
    },
    {
      title: t('customers.fields.lastTicket'),
      key: 'lastTicket',
      render: (_, customer) =>
        customer.lastTicketDate ? (
          <Tooltip title={formatDate(customer.lastTicketDate)}>{formatRelativeTime(customer.lastTicketDate)}</Tooltip>
        ) : (
          <Typography.Text type="secondary">{t('customers.never')}</Typography.Text>
        ),
    },
    { title: t('customers.fields.added'), ...sortable('addedDate'), render: (_, customer) => formatDate(customer.addedDate) },
  ];

  const onTableChange: TableProps<Customer>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      setQuery({ sort: customersSortFromTable(one?.columnKey, one?.order) });
    } else if (extra.action === 'paginate') {
      setQuery({ page: pagination.current ?? 1, size: pagination.pageSize ?? query.size });
    }
  };

  const onRow = (customer: Customer) =>
    ({
      'data-testid': 'customer-row',
      'data-customer-id': customer.id,
      tabIndex: 0,
      'aria-label': `${customer.name} <${customer.email}>`,
      style: { cursor: 'pointer' },
      onClick: (event: MouseEvent<HTMLElement>) => {
        if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
        open(customer);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) open(customer);
      },
    }) as HTMLAttributes<HTMLElement>;

  const newCustomer = () => leave(paths.customerDetails());
  const emptyText = hasCustomerFilters(query) ? (
    <Empty description={t('customers.emptyNoMatch')}>
      <Button data-testid="customers-clear-filters" onClick={clear}>
        {t('customers.clearFilters')}
      </Button>
    </Empty>
  ) : (
    <Empty description={t('customers.emptyNone')}>
      {canAdd ? (
        <Button type="primary" onClick={newCustomer}>
          {t('customers.newCustomer')}
        </Button>
      ) : null}
    </Empty>
  );

  return (
    <>
      <RowFocusStyle />
      <PageHeader
        title={<span data-testid="page-title">{t('pages.customersList')}</span>}
        extra={
          <>
            <Tooltip title={t('customers.refresh')}>
              <Button aria-label={t('customers.refresh')} icon={<ReloadOutlined />} onClick={() => void search.reload()} loading={search.loading && !firstLoad} />
            </Tooltip>
            {canAdd ? (
              <Button type="primary" icon={<PlusOutlined />} data-testid="customers-new" onClick={newCustomer}>
                {t('customers.newCustomer')}
              </Button>
            ) : null}
          </>
        }
      />
      <Flex gap={8} wrap="wrap" align="center" style={{ marginBottom: 16 }} role="search">
        <Input
          data-testid="customers-search"
          aria-label={t('customers.search')}
          placeholder={t('customers.search')}
          prefix={<SearchOutlined />}
          allowClear
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          style={{ width: 300, maxWidth: '100%' }}
        />
        <Select<VerifiedFilter>
          data-testid="customers-filter-verified"
          aria-label={t('customers.fields.verified')}
          value={query.verified}
          onChange={(verified) => setQuery({ verified })}
          style={{ minWidth: 180 }}
          options={[
            { value: 'all', label: t('customers.verifiedAll') },
            { value: 'yes', label: t('customers.verified') },
            { value: 'no', label: t('customers.unverified') },
          ]}
        />
        {hasCustomerFilters(query) ? (
          <Button type="link" onClick={clear}>
            {t('customers.clearFilters')}
          </Button>
        ) : null}
      </Flex>
      {search.error && !failedWithoutData ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('customers.loadFailed')}
          action={
            <Button size="small" onClick={() => void search.reload()}>
              {t('ticket.retry')}
            </Button>
          }
        />
      ) : null}
      {firstLoad ? (
        <div data-testid="customers-skeleton" aria-busy>
          <Skeleton active title={false} paragraph={{ rows: 10 }} />
        </div>
      ) : failedWithoutData ? (
        <Empty data-testid="customers-error" description={t('customers.loadFailed')}>
          <Button type="primary" onClick={() => void search.reload()}>
            {t('ticket.retry')}
          </Button>
        </Empty>
      ) : (
        <Table<Customer>
          data-testid="customers-table"
          rowKey="id"
          size="middle"
          sticky
          columns={columns}
          dataSource={rows}
          loading={search.loading}
          onChange={onTableChange}
          onRow={onRow}
          rowClassName={FOCUSABLE_ROW_CLASS}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: search.data?.totalCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('customers.total', { count: total }),
          }}
        />
      )}
    </>
  );
}
