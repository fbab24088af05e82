import type { ReactNode } from 'react';
import { Checkbox, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORM_DATE_FORMAT, TICKET_FIELD_TEXT_MAX_LENGTH, TICKET_FIELD_TEXTAREA_MAX_LENGTH } from '@switchboard/shared/contracts';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import type { ComplaintField } from '@switchboard/shared/format';

/** The server's email check, so the form refuses what the server would. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Types whose control needs the full form width. */
export const WIDE_FIELD_TYPES = new Set<ComplaintField['type']>(['textarea', 'multi_selection']);

/** One category field as a form item under `fields.<key>` (same rendering rules as the hub's complaint form). */
export function CategoryFieldItem({ field }: { field: ComplaintField }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const requiredMessage = t('create.required', { name: field.name });
  const placeholder = field.placeholder || undefined;
  const rules: FormRule[] = [];
  let control: ReactNode;
  let valuePropName: string | undefined;

  switch (field.type) {
    case 'email':
      control = <Input inputMode="email" placeholder={placeholder} maxLength={320} />;
      rules.push({
        validator: async (_rule, value: unknown) => {
          const text = typeof value === 'string' ? value.trim() : '';
          if (text && !EMAIL_PATTERN.test(text)) throw new Error(t('create.invalidEmail'));
        },
      });
      break;
    case 'number':
      control = <InputNumber placeholder={placeholder} style={{ width: '100%' }} />;
      break;
    case 'textarea':
      control = <Input.TextArea rows={3} placeholder={placeholder} maxLength={TICKET_FIELD_TEXTAREA_MAX_LENGTH} />;
      break;
    case 'date':
      control = <DatePicker format={FORM_DATE_FORMAT} placeholder={placeholder} style={{ width: '100%' }} />;
      break;
    case 'datetime_picker':
      control = <DatePicker showTime={{ format: 'HH:mm:ss' }} format={`${FORM_DATE_FORMAT} HH:mm:ss`} placeholder={placeholder} style={{ width: '100%' }} />;
      break;
    case 'boolean':
      valuePropName = 'checked';
      control = <Checkbox>{placeholder ?? t('details.yes')}</Checkbox>;
      break;
    case 'select':
    case 'multi_selection':
      control = (
        <Select
          mode={field.type === 'multi_selection' ? 'multiple' : undefined}
          options={field.options}
          placeholder={placeholder ?? t('create.select')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
      break;
    default:
      control = <Input placeholder={placeholder} maxLength={TICKET_FIELD_TEXT_MAX_LENGTH} />;
  }

  if (field.isRequired) {
    if (field.type === 'boolean') rules.unshift({ validator: async (_rule, value: unknown) => (value === true ? undefined : Promise.reject(new Error(requiredMessage))) });
    else if (field.type === 'multi_selection') rules.unshift({ required: true, type: 'array', min: 1, message: requiredMessage });
    else if (field.type === 'number' || field.type === 'date' || field.type === 'datetime_picker') rules.unshift({ required: true, message: requiredMessage });
    else rules.unshift({ required: true, whitespace: true, message: requiredMessage });
  }

  return (
    <Form.Item data-testid={`ticket-create-field-${field.key}`} name={['fields', field.key]} label={field.name} required={field.isRequired} rules={rules} valuePropName={valuePropName}>
      {control}
    </Form.Item>
  );
}
