import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NAME_MAX_LENGTH, CUSTOMER_PHONE_MAX_LENGTH, CUSTOMER_PHONE_PATTERN, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@switchboard/shared/contracts';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

/** Name, email and phone of the new-customer and edit forms, with the api's rules checked inline. */
export function CustomerFields() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const label = (field: 'name' | 'email' | 'phone') => t(`customers.fields.${field}`);
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item name="name" label={label('name')} rules={[{ required: true, whitespace: true, message: t('customers.required', { name: label('name') }) }]}>
          <Input data-testid="customer-name" maxLength={CUSTOMER_NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="email"
          label={label('email')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('customers.required', { name: label('email') }) },
            { transform: (value?: string) => value?.trim(), pattern: EMAIL_PATTERN, message: t('customers.invalidEmail') },
          ]}
        >
          <Input data-testid="customer-email" type="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="phone"
          label={label('phone')}
          rules={[{ transform: (value?: string) => value?.trim() || undefined, pattern: CUSTOMER_PHONE_PATTERN, message: t('customers.invalidPhone') }]}
        >
          <Input data-testid="customer-phone" type="tel" inputMode="tel" maxLength={CUSTOMER_PHONE_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
