import { useState } from 'react';
import { Button, Card, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@switchboard/shared/contracts';
import { customersApi } from '../../api/customers-api';
import { useLeaveGuard } from '../../components';
import { useTicketsFeedback } from '../../feedback';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { customerFormChanged, customerFormValues, toCustomerWriteRequest, type CustomerFormValues } from './customer-form';
import { CustomerFields } from './customer-fields';
import { useCustomerWriteErrors } from './use-customer-write-errors';

export interface CustomerEditFormProps {
  customer: Customer;
  onSaved: (customer: Customer) => void;
  onClose: () => void;
}

/** `PUT customers/{id}`: name, email and phone; a failed save keeps every input and marks the field at fault. */
export function CustomerEditForm({ customer, onSaved, onClose }: CustomerEditFormProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useTicketsFeedback();
  const showErrors = useCustomerWriteErrors();
  const [form] = Form.useForm<CustomerFormValues>();
  const [sending, setSending] = useState(false);
  const [changed, setChanged] = useState(false);

  // Closing the tab, following a link or the shell's menu with unsaved changes asks first.
  const confirmLeave = useLeaveGuard(() => changed, {
    title: t('customers.discardTitle'),
    content: t('customers.discardContent'),
    leave: t('customers.discard'),
    stay: t('customers.keepEditing'),
  });

  const save = async (values: CustomerFormValues) => {
    setSending(true);
    try {
      const saved = await customersApi.update(customer.id, toCustomerWriteRequest(values, 'edit'));
      feedback.success(t('customers.saved'));
      onSaved(saved);
    } catch (error) {
      showErrors(form, error);
      feedback.failed(error, t('customers.saveFailed'));
    } finally {
      setSending(false);
    }
  };

  // Closing with changes asks first (DESIGN §14: no lost input).
  const cancel = () => {
    if (!customerFormChanged(customer, form.getFieldsValue())) return onClose();
    confirmLeave(onClose);
  };

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form<CustomerFormValues>
        form={form}
        name="customer-edit"
        layout="vertical"
        data-testid="customer-edit-form"
        initialValues={customerFormValues(customer)}
        onValuesChange={(_, values) => setChanged(customerFormChanged(customer, values))}
        onFinish={(values) => void save(values)}
        onFinishFailed={() => feedback.warning(t('customers.checkFields'))}
        scrollToFirstError={{ focus: true, block: 'center' }}
        disabled={sending}
      >
        <CustomerFields />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={cancel} disabled={sending}>
            {t('ticket.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" data-testid="customer-save" loading={sending} disabled={sending}>
            {t('customers.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
