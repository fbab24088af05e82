import { Input, Select } from 'antd';
import { Switch } from '@switchboard/shared/antd-signed-in';
import { DatePicker } from '@switchboard/shared/antd-date';
import { InputNumber } from '@switchboard/shared/antd-details';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FORM_DATE_FORMAT } from '@switchboard/shared/contracts';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import type { DesignerField } from './designer-model';

export interface DefaultValueInputProps {
  field: DesignerField;
  onChange: (value: unknown) => void;
  id?: string;
}

/** The default value's control, matching the field's type; values are kept in the payload's format. */
export function DefaultValueInput({ field, onChange, id }: DefaultValueInputProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const value = field.defaultValue;
  const text = typeof value === 'string' ? value : '';
  const common = { id, 'data-testid': 'designer-default-value' };

  switch (field.type) {
    case 'number':
      return <InputNumber {...common} value={typeof value === 'number' ? value : null} onChange={(next) => onChange(next ?? null)} style={{ width: '100%' }} />;
    case 'textarea':
      return <Input.TextArea {...common} rows={2} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'boolean':
      return <Switch {...common} checked={value === true} onChange={(checked) => onChange(checked)} />;
    case 'date':
      return (
        <DatePicker
          {...common}
          format={FORM_DATE_FORMAT}
          value={text ? dayjs(text) : null}
          onChange={(day) => onChange(day ? day.format('YYYY-MM-DD') : null)}
          style={{ width: '100%' }}
        />
      );
    case 'datetime_picker':
      return (
        <DatePicker
          {...common}
          showTime
          format={`${FORM_DATE_FORMAT} HH:mm`}
          value={text ? dayjs(text) : null}
          onChange={(day) => onChange(day ? day.toISOString() : null)}
          style={{ width: '100%' }}
        />
      );
    case 'select':
    case 'multi_selection': {
      const options = field.options.filter((option) => option.label.trim() && option.value.trim()).map((option) => ({ label: option.label, value: option.value }));
      return (
        <Select
          {...common}
          mode={field.type === 'multi_selection' ? 'multiple' : undefined}
          allowClear
          placeholder={t('categories.defaultNone')}
          options={options}
          value={field.type === 'multi_selection' ? (Array.isArray(value) ? value : []) : text || undefined}
          onChange={(next: unknown) => onChange(next ?? null)}
        />
      );
    }
    default:
      return <Input {...common} type={field.type === 'email' ? 'email' : 'text'} value={text} onChange={(event) => onChange(event.target.value)} />;
  }
}
