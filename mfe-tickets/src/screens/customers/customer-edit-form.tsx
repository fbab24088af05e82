import { useState } from 'react';
import { Button, Flex, Form } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@switchboard/shared/contracts';
import { useFeedback, useLeaveGuard, useSave } from '@switchboard/shared/crud';
import { customersApi } from '../../api/customers-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { customerFormChanged, customerFormValues, toCustomerWriteRequest, type CustomerFormValues } from './customer-form';
import { CustomerFields } from './customer-fields';
import { useCustomerLeaveTexts, useCustomerWriteErrors } from './use-customer-write-errors';

export interface CustomerEditFormProps {
  customer: Customer;
  onSaved: (customer: Customer) => void;
  onClose: () => void;
}

/** `PUT customers/{id}`: name, email and phone; a failed save keeps every input and marks the field at fault. */
export function CustomerEditForm({ customer, onSaved, onClose }: CustomerEditFormProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useFeedback();
  const showErrors = useCustomerWriteErrors();
  const [form] = Form.useForm<CustomerFormValues>();
  const save = useSave();
  const [changed, setChanged] = useState(false);
  // Closing the tab, following a link, the shell's menu or Cancel with unsaved changes asks first.
  const confirmLeave = useLeaveGuard(() => changed, useCustomerLeaveTexts());

  const submit = async (values: CustomerFormValues) => {
    const saved = await save.run({
      send: () => customersApi.update(customer.id, toCustomerWriteRequest(values, 'edit')),
      fieldErrors: (error) => showErrors(form, error),
      messages: { saved: t('customers.saved'), failed: t('customers.saveFailed') },
    });
    if (saved) onSaved(saved);
  };

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
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => feedback.warning(t('customers.checkFields'))}
        scrollToFirstError={{ focus: true, block: 'center' }}
        disabled={save.saving}
      >
        <CustomerFields />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={cancel} disabled={save.saving}>
            {t('ticket.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" data-testid="customer-save" loading={save.saving} disabled={save.saving}>
            {t('customers.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
