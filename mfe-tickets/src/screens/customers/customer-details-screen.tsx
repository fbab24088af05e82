import { useState } from 'react';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { Descriptions } from '@switchboard/shared/antd-details';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, type Customer } from '@switchboard/shared/contracts';
import { DetailsPage, statusOf, useDetailsRecord, useFeedback } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { customersApi } from '../../api/customers-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { CustomerEditForm } from './customer-edit-form';
import { CustomerTickets } from './customer-tickets';
import { VerificationTags } from './verification-tags';

const DASH = '—';

/** `/customers/details/:id`: who the customer is, edit, delete, and their tickets. */
export function CustomerDetailsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { hasAny, hasAll } = usePermissions();
  const { state, update, reload } = useDetailsRecord(id, customersApi.get);
  const [editing, setEditing] = useState(false);
  const [deleteBlocked, setDeleteBlocked] = useState(false);
  const customer = state.status === 'ready' ? state.value : null;
  const title = customer?.name ?? t('pages.customerDetails');

  // 409: they have tickets; their history must stay whole, so say exactly that.
  const explainDeleteFailure = (error: unknown) => {
    if (statusOf(error) !== 409) return false;
    setDeleteBlocked(true);
    feedback.error({ title: t('customers.deleteHasTickets'), description: t('customers.deleteHasTicketsDetail') });
    return true;
  };

  const saved = (next: Customer) => {
    update(() => next);
    setEditing(false);
  };

  return (
    <DetailsPage<Customer>
      state={state}
      onRetry={reload}
      title={<span dir="auto">{title}</span>}
      breadcrumb={[{ title: t('sections.customers'), to: paths.customersList() }, { title }]}
      listPath={paths.customersList()}
      texts={{ notFound: t('customers.notFound'), notFoundHint: t('customers.notFoundHint'), loadFailed: t('customers.loadCustomerFailed'), backToList: t('customers.backToList') }}
      remove={
        customer && hasAny(['tickets:customers:delete'])
          ? {
              label: t('customers.delete'),
              confirmTitle: t('customers.deleteTitle', { name: customer.name }),
              confirmContent: t('customers.deleteContent'),
              run: () => customersApi.remove(customer.id),
              deleted: t('customers.deleted', { name: customer.name }),
              failed: t('customers.deleteFailed'),
              explain: explainDeleteFailure,
              testId: 'customer-delete',
            }
          : undefined
      }
      extra={
        customer ? (
          <>
            {hasAny(['tickets:tickets:add']) ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                data-testid="customer-new-ticket"
                onClick={() => void navigate(`${paths.ticketDetails()}?customerId=${encodeURIComponent(customer.id)}`)}
              >
                {t('customers.newTicket')}
              </Button>
            ) : null}
            {hasAny(['tickets:customers:edit']) && !editing ? (
              <Button icon={<EditOutlined />} data-testid="customer-edit" onClick={() => setEditing(true)}>
                {t('customers.edit')}
              </Button>
            ) : null}
          </>
        ) : null
      }
      headerTestId="customer-header"
      summary={(shown) =>
        shown ? (
          <>
            {deleteBlocked ? (
              <Alert
                type="warning"
                showIcon
                closable
                onClose={() => setDeleteBlocked(false)}
                style={{ marginBottom: 16 }}
                data-testid="customer-delete-blocked"
                title={t('customers.deleteHasTickets')}
                description={t('customers.deleteHasTicketsDetail')}
              />
            ) : null}
            {editing ? <CustomerEditForm customer={shown} onSaved={saved} onClose={() => setEditing(false)} /> : <CustomerSummary customer={shown} />}
          </>
        ) : null
      }
    >
      {(shown) => (shown && hasAll(['tickets:customers:view', 'tickets:tickets:view']) ? <CustomerTickets customerId={shown.id} /> : null)}
    </DetailsPage>
  );
}

/** Contact details, verification and ticket counts of one customer. */
function CustomerSummary({ customer }: { customer: Customer }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'email',
            label: t('customers.fields.email'),
            children: (
              <Typography.Link href={`mailto:${customer.email}`} copyable={{ text: customer.email }} data-testid="customer-email-link">
                {customer.email}
              </Typography.Link>
            ),
          },
          {
            key: 'phone',
            label: t('customers.fields.phone'),
            children: customer.phone ? <Typography.Link href={`tel:${customer.phone.replace(/[^+\d]/g, '')}`}>{customer.phone}</Typography.Link> : DASH,
          },
          { key: 'verified', label: t('customers.fields.verified'), children: <VerificationTags customer={customer} /> },
          { key: 'open', label: t('customers.openTickets'), children: customer.openTicketCount },
          { key: 'total', label: t('customers.totalTickets'), children: customer.ticketCount },
          { key: 'last', label: t('customers.fields.lastTicket'), children: customer.lastTicketDate ? formatDate(customer.lastTicketDate) : t('customers.never') },
          { key: 'added', label: t('customers.fields.added'), children: formatDate(customer.addedDate) },
        ]}
      />
    </Card>
  );
}
