import { useEffect, useState } from 'react';
import { Col, Form, Input, Row, Segmented, Select } from 'antd';
import { Spin } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NAME_MAX_LENGTH, CUSTOMER_PHONE_MAX_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import { lookupsApi, type CustomerOption } from '../../api';
import { customersApi } from '../../api/customers-api';
import { useTypeahead } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import type { CustomerMode } from './create-form';

// Defined once, so the search does not run again on every render.
const searchCustomers = (text: string) => lookupsApi.customers(text);

/**
 * Who the ticket is for: an existing customer (searched) or a new one (name, email, phone). Creating a
 * customer needs `tickets:customers:add` on the server too, so without it only the search is offered.
 */
export function CustomerPicker({ disabled, presetCustomerId }: { disabled?: boolean; presetCustomerId?: string }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const form = Form.useFormInstance();
  const canAddCustomers = usePermissions().hasAny(['tickets:customers:add']);
  const watchedMode: CustomerMode = Form.useWatch('customerMode', form) ?? 'existing';
  const mode: CustomerMode = canAddCustomers ? watchedMode : 'existing';
  const [text, setText] = useState('');
  const [preset, setPreset] = useState<CustomerOption | null>(null);
  const { items: options, loading, failed } = useTypeahead(mode === 'existing', text, searchCustomers);

  // A preselected customer needs its name shown even when the first search page does not hold it.
  useEffect(() => {
    if (!presetCustomerId) return undefined;
    let live = true;
    customersApi.get(presetCustomerId).then(
      (customer) => live && setPreset({ id: customer.id, name: customer.name, email: customer.email }),
      () => live && form.getFieldValue('customerId') === presetCustomerId && form.setFieldValue('customerId', undefined),
    );
    return () => {
      live = false;
    };
  }, [presetCustomerId, form]);

  const shown = preset && !options.some((customer) => customer.id === preset.id) ? [preset, ...options] : options;

  return (
    <div data-testid="ticket-create-customer">
      {canAddCustomers && (
        <Form.Item name="customerMode" label={t('ticket.fields.customer')} style={{ marginBottom: 8 }}>
          <Segmented
            disabled={disabled}
            options={[
              { value: 'existing', label: t('create.existingCustomer') },
              { value: 'new', label: t('create.newCustomer') },
            ]}
          />
        </Form.Item>
      )}
      {mode === 'existing' ? (
        <Form.Item
          name="customerId"
          label={canAddCustomers ? undefined : t('ticket.fields.customer')}
          rules={[{ required: true, message: t('create.required', { name: t('ticket.fields.customer') }) }]}>
          <Select
            data-testid="ticket-create-customer-select"
            aria-label={t('create.customerSearch')}
            placeholder={t('create.customerSearch')}
            showSearch={{ filterOption: false, onSearch: setText }}
            loading={loading}
            notFoundContent={loading ? <Spin size="small" /> : failed ? t('create.customersFailed') : t('create.noCustomers')}
            options={shown.map((customer) => ({ value: customer.id, label: customer.email ? `${customer.name} <${customer.email}>` : customer.name }))}
          />
        </Form.Item>
      ) : (
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item
              name={['customer', 'name']}
              label={t('create.customerName')}
              rules={[{ required: true, whitespace: true, message: t('create.required', { name: t('create.customerName') }) }]}
            >
              <Input data-testid="ticket-create-customer-name" maxLength={CUSTOMER_NAME_MAX_LENGTH} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['customer', 'email']}
              label={t('create.customerEmail')}
              rules={[
                { required: true, whitespace: true, message: t('create.required', { name: t('create.customerEmail') }) },
                { pattern: EMAIL_PATTERN, message: t('create.invalidEmail') },
              ]}
            >
              <Input data-testid="ticket-create-customer-email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['customer', 'phone']} label={t('create.customerPhone')}>
              <Input data-testid="ticket-create-customer-phone" inputMode="tel" maxLength={CUSTOMER_PHONE_MAX_LENGTH} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </div>
  );
}
