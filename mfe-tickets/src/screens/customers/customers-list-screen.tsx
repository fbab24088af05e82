import { Flex, Select, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type Customer, type CustomerSortField } from '@switchboard/shared/contracts';
import { FIT_TEXT_STYLE, FitText, headerText, ListPage, useColumnChoice, useListPage, type ChoosableColumn, type ListColumn } from '@switchboard/shared/crud';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { customersApi } from '../../api/customers-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { CUSTOMER_LIST, toCustomerSearchRequest, type VerifiedFilter } from './customers-query';
import { VerificationTags } from './verification-tags';

const DASH = '—';
/** The name column never gets narrower than this; the table scrolls sideways before it would. */
const NAME_MIN_WIDTH = 200;
/** localStorage name of the customers table's column choice (per agent). */
export const CUSTOMER_COLUMNS_LIST = 'customers';

interface CustomerColumn extends ChoosableColumn {
  /** Its width in px; none for the name, which takes the room left. */
  width?: number;
  column: ListColumn<Customer>;
}

type Sortable = (field: CustomerSortField) => { key: string; sorter: boolean; sortOrder: 'ascend' | 'descend' | null };

const muted = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/**
 * The columns of the customers table, in order. By default: name, email, phone, verification, tickets
 * and last ticket, which fit a 1440 px window with the sidebar open; "Added" is a choice away.
 */
function customerColumns(t: TFunction, sortable: Sortable): CustomerColumn[] {
  const columns: CustomerColumn[] = [
    {
      key: 'name',
      label: t('customers.fields.name'),
      defaultShown: true,
      always: true,
      column: {
        title: headerText(t('customers.fields.name')),
        dataIndex: 'name',
        ...sortable('name'),
        ellipsis: true,
        // The row opens on a click anyway; the link serves a middle click, copying the address and
        // screen readers' lists of links (it stays out of the tab order).
        render: (name: string, customer) => (
          <Link to={paths.customerDetails(customer.id)} tabIndex={-1} dir="auto" title={name} style={FIT_TEXT_STYLE}>
            {name}
          </Link>
        ),
      },
    },
    {
      key: 'email',
      label: t('customers.fields.email'),
      defaultShown: true,
      width: 240,
      column: {
        title: headerText(t('customers.fields.email')),
        dataIndex: 'email',
        ...sortable('email'),
        ellipsis: true,
        render: (email: string) => <FitText text={email} />,
      },
    },
    {
      key: 'phone',
      label: t('customers.fields.phone'),
      defaultShown: true,
      width: 160,
      column: {
        title: headerText(t('customers.fields.phone')),
        dataIndex: 'phone',
        ellipsis: true,
        render: (phone: string | null) =>
          phone ? <FitText text={phone} dir="ltr" /> : muted(DASH),
      },
    },
    {
      key: 'verified',
      label: t('customers.fields.verified'),
      defaultShown: true,
      width: 180,
      column: { title: headerText(t('customers.fields.verified')), ellipsis: true, render: (_, customer) => <VerificationTags customer={customer} /> },
    },
    {
      key: 'ticketCount',
      label: t('customers.fields.tickets'),
      defaultShown: true,
      width: 170,
      column: {
        title: headerText(t('customers.fields.tickets')),
        ...sortable('ticketCount'),
        ellipsis: true,
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
    },
    {
      key: 'lastTicket',
      label: t('customers.fields.lastTicket'),
      defaultShown: true,
      width: 130,
      column: {
        title: headerText(t('customers.fields.lastTicket')),
        ellipsis: true,
        render: (_, customer) =>
          customer.lastTicketDate ? <Tooltip title={formatDate(customer.lastTicketDate)}>{formatRelativeTime(customer.lastTicketDate)}</Tooltip> : muted(t('customers.never')),
      },
    },
    {
      key: 'addedDate',
      label: t('customers.fields.added'),
      defaultShown: false,
      width: 120,
      column: { title: headerText(t('customers.fields.added')), ...sortable('addedDate'), ellipsis: true, render: (_, customer) => formatDate(customer.addedDate) },
    },
  ];
  return columns.map((column) => ({ ...column, column: { ...column.column, key: column.key, width: column.width } }));
}

/**
 * A customer on a phone: name, email and phone. The text sits in its own elements with their
 * direction: antd's Typography sets the page's direction in CSS, which would flip a phone number in Arabic.
 */
function CustomerCard({ customer }: { customer: Customer }) {
  const wrap = { overflowWrap: 'anywhere' } as const;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text strong style={wrap}>
        <bdi>{customer.name}</bdi>
      </Typography.Text>
      <Typography.Text type="secondary" style={wrap}>
        <bdi>{customer.email}</bdi>
      </Typography.Text>
      {customer.phone ? (
        <Typography.Text type="secondary">
          <span dir="ltr">{customer.phone}</span>
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** `/customers/list`: the organisation's customers, searched, filtered, sorted and paged on the server; cards below 768 px. */
export function CustomersListScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const list = useListPage({ query: CUSTOMER_LIST, search: (view) => customersApi.search(toCustomerSearchRequest(view)), loadFailed: t('customers.loadFailed') });
  const { view, setView, sortable } = list;
  const all = customerColumns(t, sortable);
  const choice = useColumnChoice(CUSTOMER_COLUMNS_LIST, all);
  const shown = all.filter((column) => choice.shown.has(column.key));

  return (
    <ListPage
      list={list}
      title={t('pages.customersList')}
      testId="customers"
      rowKey={(customer) => customer.id}
      details={{ path: paths.customerDetails, create: { label: t('customers.newCustomer'), permissions: ['tickets:customers:add'] } }}
      emptyNone={t('customers.emptyNone')}
      emptyNoMatch={t('customers.emptyNoMatch')}
      filters={
        <Select<VerifiedFilter>
          data-testid="customers-filter-verified"
          aria-label={t('customers.fields.verified')}
          value={view.verified}
          onChange={(verified) => setView({ verified })}
          style={{ minWidth: 180 }}
          options={[
            { value: 'all', label: t('customers.verifiedAll') },
            { value: 'yes', label: t('customers.verified') },
            { value: 'no', label: t('customers.unverified') },
          ]}
        />
      }
      columns={shown.map((column) => column.column)}
      columnChoice={choice}
      rowAttributes={(customer) => ({ 'data-testid': 'customer-row', 'data-customer-id': customer.id, 'aria-label': `${customer.name} <${customer.email}>` })}
      card={(customer) => <CustomerCard customer={customer} />}
      cardAttributes={(customer) => ({ 'data-testid': 'customer-row', 'data-customer-id': customer.id })}
      sortOptions={(['name', 'email', 'ticketCount', 'addedDate'] as const).map((field) => ({ field, label: all.find((column) => column.key === field)?.label ?? field }))}
      search={{ label: t('customers.search'), width: 300 }}
      // Fills the page, and scrolls sideways only when the chosen columns cannot fit.
      minWidth={shown.reduce((sum, column) => sum + (column.width ?? NAME_MIN_WIDTH), 0)}
    />
  );
}
