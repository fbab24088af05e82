import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type Customer, type CustomerSortField } from '@switchboard/shared/contracts';
import { FIT_TEXT_STYLE, FitText, headerText, KitSelect, ListPage, useColumnChoice, useListPage, type ChoosableColumn, type ListColumn } from '@switchboard/shared/crud';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { KitText } from '@switchboard/shared/ui';
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

const muted = (text: string) => <KitText type="secondary">{text}</KitText>;

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
          <span title={t('customers.openOfTotal', { open: customer.openTicketCount, total: customer.ticketCount })}>
            <KitText strong={customer.openTicketCount > 0}>{customer.openTicketCount}</KitText>
            <KitText type="secondary"> / {customer.ticketCount}</KitText>
          </span>
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
          customer.lastTicketDate ? <span title={formatDate(customer.lastTicketDate)}>{formatRelativeTime(customer.lastTicketDate)}</span> : muted(t('customers.never')),
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

/** A customer on a phone: name, email and phone, each in its own direction (a phone number reads left to right in Arabic too). */
function CustomerCard({ customer }: { customer: Customer }) {
  const wrap = { overflowWrap: 'anywhere' } as const;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <KitText strong style={wrap}>
        <bdi>{customer.name}</bdi>
      </KitText>
      <KitText type="secondary" style={wrap}>
        <bdi>{customer.email}</bdi>
      </KitText>
      {customer.phone ? (
        <KitText type="secondary">
          <span dir="ltr">{customer.phone}</span>
        </KitText>
      ) : null}
    </div>
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
        <KitSelect<VerifiedFilter>
          testId="customers-filter-verified"
          label={t('customers.fields.verified')}
          value={view.verified}
          onChange={(verified) => setView({ verified: verified ?? 'all' })}
          clearable={false}
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
