import { useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Result, Skeleton, Typography } from 'antd';
import { Descriptions } from '@switchboard/shared/antd-heavy';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, type Customer } from '@switchboard/shared/contracts';
import { formatDate } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { PageHeader } from '@switchboard/shared/ui';
import { customersApi } from '../../api/customers-api';
import { useEntity } from '../../components';
import { statusOf, useTicketsFeedback } from '../../feedback';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { CustomerEditForm } from './customer-edit-form';
import { CustomerTickets } from './customer-tickets';
import { VerificationTags } from './verification-tags';

const DASH = '—';

/** `/customers/details/:id` (spec §2): who the customer is, edit, delete, and their tickets. */
export function CustomerDetailsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const feedback = useTicketsFeedback();
  const { hasAny, hasAll } = usePermissions();
  const canEdit = hasAny(['tickets:customers:edit']);
  const canDelete = hasAny(['tickets:customers:delete']);
  const canSeeTickets = hasAll(['tickets:customers:view', 'tickets:tickets:view']);
  const canAddTicket = hasAny(['tickets:tickets:add']);
  const { state, update, reload } = useEntity(id, customersApi.get);
  const [editing, setEditing] = useState(false);
  const [deleteBlocked, setDeleteBlocked] = useState(false);
  const list = { title: t('sections.customers'), to: paths.customersList() };

  if (state.status !== 'ready') {
    const title = t('pages.customerDetails');
    let body;
    if (state.status === 'loading') body = <Skeleton active paragraph={{ rows: 8 }} />;
    else if (state.status === 'notFound')
      body = (
        <Result
          status="404"
          title={t('customers.notFound')}
          subTitle={t('customers.notFoundHint')}
          extra={
            <Button type="primary" onClick={() => void navigate(paths.customersList())}>
              {t('customers.backToList')}
            </Button>
          }
        />
      );
    else {
      const notice = feedback.describe(state.error, t('customers.loadCustomerFailed'));
      body = <Result status="error" title={notice.title} subTitle={notice.description} extra={<Button onClick={reload}>{t('ticket.retry')}</Button>} />;
    }
    return (
      <>
        <PageHeader title={<span data-testid="page-title">{title}</span>} breadcrumb={[list, { title }]} />
        {body}
      </>
    );
  }

  const customer = state.value;

  const confirmDelete = () =>
    modal.confirm({
      title: t('customers.deleteTitle', { name: customer.name }),
      content: t('customers.deleteContent'),
      okText: t('customers.delete'),
      okButtonProps: { danger: true, 'data-testid': 'customer-delete-confirm' },
      cancelText: t('ticket.cancel'),
      onOk: async () => {
        try {
          await customersApi.remove(customer.id);
          feedback.success(t('customers.deleted', { name: customer.name }));
          void navigate(paths.customersList());
        } catch (error) {
          // 409: they have tickets; their history must stay whole, so say exactly that.
          if (statusOf(error) === 409) {
            setDeleteBlocked(true);
            feedback.error({ title: t('customers.deleteHasTickets'), description: t('customers.deleteHasTicketsDetail') });
          } else feedback.failed(error, t('customers.deleteFailed'));
        }
      },
    });

  const saved = (next: Customer) => {
    update(() => next);
    setEditing(false);
  };

  return (
    <>
      <div data-testid="customer-header">
        <PageHeader
          title={<span data-testid="page-title" dir="auto">{customer.name}</span>}
          breadcrumb={[list, { title: customer.name }]}
          extra={
            <>
              {canAddTicket ? (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  data-testid="customer-new-ticket"
                  onClick={() => void navigate(`${paths.ticketDetails()}?customerId=${encodeURIComponent(customer.id)}`)}
                >
                  {t('customers.newTicket')}
                </Button>
              ) : null}
              {canEdit && !editing ? (
                <Button icon={<EditOutlined />} data-testid="customer-edit" onClick={() => setEditing(true)}>
                  {t('customers.edit')}
                </Button>
              ) : null}
              {canDelete ? (
                <Button danger icon={<DeleteOutlined />} data-testid="customer-delete" onClick={confirmDelete}>
                  {t('customers.delete')}
                </Button>
              ) : null}
            </>
          }
        />
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
        {editing ? (
          <CustomerEditForm customer={customer} onSaved={saved} onClose={() => setEditing(false)} />
        ) : (
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
        )}
      </div>
      {canSeeTickets ? <CustomerTickets customerId={customer.id} /> : null}
    </>
  );
}
