import { Select, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths, type Customer } from '@switchboard/shared/contracts';
import { linkCell, ListPage, useListPage } from '@switchboard/shared/crud';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { customersApi } from '../../api/customers-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { CUSTOMER_LIST, toCustomerSearchRequest, type VerifiedFilter } from './customers-query';
import { VerificationTags } from './verification-tags';

const DASH = '—';

/** `/customers/list`: the organisation's customers, searched, filtered, sorted and paged on the server. */
export function CustomersListScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const list = useListPage({ query: CUSTOMER_LIST, search: (view) => customersApi.search(toCustomerSearchRequest(view)), loadFailed: t('customers.loadFailed') });
  const { view, setView, sortable } = list;

  const columns: TableColumnsType<Customer> = [
    {
      title: t('customers.fields.name'),
      dataIndex: 'name',
      ...sortable('name'),
      ellipsis: true,
      width: 220,
      render: linkCell((customer) => paths.customerDetails(customer.id)),
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

  return (
    <ListPage
      list={list}
      title={t('pages.customersList')}
      testId="customers"
      columns={columns}
      rowKey={(customer) => customer.id}
      rowAttributes={(customer) => ({ 'data-testid': 'customer-row', 'data-customer-id': customer.id, 'aria-label': `${customer.name} <${customer.email}>` })}
      details={{ path: paths.customerDetails, create: { label: t('customers.newCustomer'), permissions: ['tickets:customers:add'] } }}
      emptyNone={t('customers.emptyNone')}
      emptyNoMatch={t('customers.emptyNoMatch')}
      search={{ label: t('customers.search'), width: 300 }}
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
    />
  );
}
