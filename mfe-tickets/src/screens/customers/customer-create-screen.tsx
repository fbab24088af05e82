import { Alert, Form } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { DetailsPage, useDetailsRecord, useFeedback, useSave } from '@switchboard/shared/crud';
import { customersApi } from '../../api/customers-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { toCustomerWriteRequest, type CustomerFormValues } from './customer-form';
import { CustomerFields } from './customer-fields';
import { useCustomerLeaveTexts, useCustomerWriteErrors } from './use-customer-write-errors';

/** `/customers/details`: an agent adds a customer (unverified, no password until they use the reset link). */
export function CustomerCreateScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const showErrors = useCustomerWriteErrors();
  const leaveTexts = useCustomerLeaveTexts();
  const { state, reload } = useDetailsRecord(undefined);
  const [form] = Form.useForm<CustomerFormValues>();
  const save = useSave();

  const submit = async (values: CustomerFormValues) => {
    const customer = await save.run({
      send: () => customersApi.create(toCustomerWriteRequest(values, 'create')),
      // Every input stays as typed: fix and send again.
      fieldErrors: (error) => showErrors(form, error),
      messages: { saved: (customer) => t('customers.created', { name: customer.name }), failed: t('customers.createFailed') },
    });
    if (customer) void navigate(paths.customerDetails(customer.id));
  };

  const title = t('pages.customerCreate');
  return (
    <DetailsPage
      state={state}
      onRetry={reload}
      title={title}
      breadcrumb={[{ title: t('sections.customers'), to: paths.customersList() }, { title }]}
      listPath={paths.customersList()}
      texts={{ notFound: t('customers.notFound'), loadFailed: t('customers.loadCustomerFailed'), backToList: t('customers.backToList') }}
      isDirty={() => form.isFieldsTouched()}
      leaveTexts={leaveTexts}
      save={{ onSave: () => form.submit(), saving: save.saving, label: t('customers.create'), testId: 'customer-submit' }}
    >
      {() => (
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
            disabled={save.saving}
          >
            <CustomerFields />
          </Form>
        </Card>
      )}
    </DetailsPage>
  );
}
