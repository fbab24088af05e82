import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import { Checkbox } from '@switchboard/shared/antd-signed-in';
import { DatePicker } from '@switchboard/shared/antd-date';
import { InputNumber } from '@switchboard/shared/antd-details';
import type { FormRule } from 'antd';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, FORM_DATE_FORMAT, TICKET_FIELD_TEXT_MAX_LENGTH, TICKET_FIELD_TEXTAREA_MAX_LENGTH } from '@switchboard/shared/contracts';
import type { ComplaintField } from '@switchboard/shared/format';
import { useThreadTranslation } from './use-thread-translation.js';

/** Form dates (dd/mm/yy); the datetime picker adds time with seconds. */
export const FIELD_DATE_FORMAT = FORM_DATE_FORMAT;
export const FIELD_DATETIME_FORMAT = `${FORM_DATE_FORMAT} HH:mm:ss`;

/** Types whose control needs the full form width. */
export const WIDE_FIELD_TYPES = new Set<ComplaintField['type']>(['textarea', 'multi_selection']);

export interface CategoryFieldItemProps {
  field: ComplaintField;
  /** The Form.Item's test id is `<testIdPrefix>-<key>`. */
  testIdPrefix: string;
  /** The person filling in is the one the address belongs to (the hub): let the browser offer theirs. */
  ownEmail?: boolean;
}

/**
 * One category field as a form item under `fields.<key>`: the hub's
 * complaint form, the agent's new-ticket form and the category designer's preview render the same.
 */
export function CategoryFieldItem({ field, testIdPrefix, ownEmail = false }: CategoryFieldItemProps) {
  const { t } = useThreadTranslation();
  const requiredMessage = t('field.required', { name: field.name });
  const placeholder = field.placeholder || undefined;
  const rules: FormRule[] = [];
  let control: ReactNode;
  let valuePropName: string | undefined;

  switch (field.type) {
    case 'email':
      // No type="email": the browser's own check would block the submit before the form's message shows.
      control = <Input inputMode="email" autoComplete={ownEmail ? 'email' : 'off'} placeholder={placeholder} maxLength={EMAIL_MAX_LENGTH} />;
      rules.push({
        validator: async (_rule, value: unknown) => {
          const text = typeof value === 'string' ? value.trim() : '';
          if (text && !EMAIL_PATTERN.test(text)) throw new Error(t('field.invalidEmail'));
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
      control = <DatePicker format={FIELD_DATE_FORMAT} placeholder={placeholder} style={{ width: '100%' }} />;
      break;
    case 'datetime_picker':
      control = <DatePicker showTime={{ format: 'HH:mm:ss' }} format={FIELD_DATETIME_FORMAT} placeholder={placeholder} style={{ width: '100%' }} />;
      break;
    case 'boolean':
      valuePropName = 'checked';
      control = <Checkbox>{placeholder ?? t('field.yes')}</Checkbox>;
      break;
    case 'select':
    case 'multi_selection':
      control = (
        <Select
          mode={field.type === 'multi_selection' ? 'multiple' : undefined}
          options={field.options}
          placeholder={placeholder ?? t('field.selectPlaceholder')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
      break;
    default:
      control = <Input placeholder={placeholder} maxLength={TICKET_FIELD_TEXT_MAX_LENGTH} />;
  }

  if (field.isRequired) {
    if (field.type === 'boolean') {
      // A required checkbox has to be ticked.
      rules.unshift({ validator: async (_rule, value: unknown) => (value === true ? undefined : Promise.reject(new Error(requiredMessage))) });
    } else if (field.type === 'multi_selection') {
      rules.unshift({ required: true, type: 'array', min: 1, message: requiredMessage });
    } else if (field.type === 'number' || field.type === 'date' || field.type === 'datetime_picker') {
      rules.unshift({ required: true, message: requiredMessage });
    } else {
      rules.unshift({ required: true, whitespace: true, message: requiredMessage });
    }
  }

  return (
    <Form.Item
      data-testid={`${testIdPrefix}-${field.key}`}
      name={['fields', field.key]}
      label={field.name}
      required={field.isRequired}
      rules={rules}
      valuePropName={valuePropName}
    >
      {control}
    </Form.Item>
  );
}
