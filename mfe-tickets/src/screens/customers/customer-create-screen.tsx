import { useState } from 'react';
import { Alert, Button, Card, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { PageHeader } from '@switchboard/shared/ui';
import { customersApi } from '../../api/customers-api';
import { useLeaveGuard } from '../../components';
import { useTicketsFeedback } from '../../feedback';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { toCustomerWriteRequest, type CustomerFormValues } from './customer-form';
import { CustomerFields } from './customer-fields';
import { useCustomerWriteErrors } from './use-customer-write-errors';

/** `/customers/details` (spec §2): an agent adds a customer (unverified, no password until they use the reset link). */
export function CustomerCreateScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const navigate = useNavigate();
  const feedback = useTicketsFeedback();
  const showErrors = useCustomerWriteErrors();
  const [form] = Form.useForm<CustomerFormValues>();
  const [sending, setSending] = useState(false);

  const submit = async (values: CustomerFormValues) => {
    setSending(true);
    try {
      const customer = await customersApi.create(toCustomerWriteRequest(values, 'create'));
      feedback.success(t('customers.created', { name: customer.name }));
      void navigate(paths.customerDetails(customer.id));
    } catch (error) {
      // Every input stays as typed: fix and send again.
      showErrors(form, error);
      feedback.failed(error, t('customers.createFailed'));
    } finally {
      setSending(false);
    }
  };

  // Leaving with typed input asks first (DESIGN §14: no lost input).
  const confirmLeave = useLeaveGuard(() => form.isFieldsTouched(), {
    title: t('customers.discardTitle'),
    content: t('customers.discardContent'),
    leave: t('customers.discard'),
    stay: t('customers.keepEditing'),
  });
  const cancel = () => confirmLeave(() => void navigate(paths.customersList()));

  const title = t('pages.customerCreate');
  return (
    <>
      <PageHeader title={<span data-testid="page-title">{title}</span>} breadcrumb={[{ title: t('sections.customers'), to: paths.customersList() }, { title }]} />
      <Card style={{ maxWidth: 960 }}>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('customers.createHint')} />
        <Form<CustomerFormValues>
          form={form}
          name="customer-create"
          layout="vertical"
          data-testid="customer-form"
          onFinish={(values) => void submit(values)}
          onFinishFailed={() => feedback.warning(t('customers.checkFields'))}
          scrollToFirstError={{ focus: true, block: 'center' }}
          disabled={sending}
        >
          <CustomerFields />
          <Flex justify="flex-end" gap={8}>
            <Button data-testid="customer-cancel" onClick={cancel} disabled={sending}>
              {t('ticket.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" data-testid="customer-submit" loading={sending} disabled={sending}>
              {t('customers.create')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
