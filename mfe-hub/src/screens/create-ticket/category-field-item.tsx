import type { KeyboardEvent } from 'react';
import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@switchboard/shared/antd-date';
import {
  CategoryFieldItem as SharedCategoryFieldItem,
  FIELD_DATE_FORMAT,
  FIELD_DATETIME_FORMAT,
  type CategoryFieldItemProps,
  useIsRtl,
  useThreadTranslation,
} from '@switchboard/shared/thread';
import { isNumberText, numberTextOf } from '@switchboard/shared/format';
import { HUB_NAMESPACE } from '../../i18n/resources';

export { WIDE_FIELD_TYPES } from '@switchboard/shared/thread';

/**
 * Dates a customer may type: the form's dd/mm/yy (shown), the same with a four-digit year, and ISO.
 * The first format is the one the picker writes; every one of them is read (strictly) when typed.
 */
export const COMPLAINT_DATE_FORMATS = [FIELD_DATE_FORMAT, 'DD/MM/YYYY', 'YYYY-MM-DD'];
/**
 * The same for date and time, always with seconds: the picker rewrites its text as soon as it reads
 * a date, so a format without seconds would turn "14:30" into "14:30:00" while the seconds are typed.
 */
export const COMPLAINT_DATETIME_FORMATS = [FIELD_DATETIME_FORMAT, 'DD/MM/YYYY HH:mm:ss', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ss'];

/**
 * Enter in a date field takes the typed date (the picker does that itself) but never sends the
 * complaint: the customer is still filling in the form.
 */
function keepEnterInField(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * One category field of the complaint form (test ids `complaint-field-<key>`): dates that accept
 * typed dd/mm/yy, dd/mm/yyyy and ISO; numbers kept exactly as typed (129.90 stays 129.90, which a
 * numeric spinner would turn into 129.9); every other type is the shared field item.
 */
export function CategoryFieldItem({ field }: Pick<CategoryFieldItemProps, 'field'>) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { t: tField } = useThreadTranslation();
  const isRtl = useIsRtl();
  const placeholder = field.placeholder || undefined;

  if (field.type !== 'date' && field.type !== 'datetime_picker' && field.type !== 'number') {
    // The customer fills in their own details: the browser may offer their address.
    return <SharedCategoryFieldItem field={field} testIdPrefix="complaint-field" ownEmail />;
  }

  const rules: FormRule[] = field.isRequired ? [{ required: true, whitespace: field.type === 'number', message: tField('field.required', { name: field.name }) }] : [];
  const common = { 'data-testid': `complaint-field-${field.key}`, name: ['fields', field.key], label: field.name, required: field.isRequired };

  if (field.type === 'number') {
    rules.push({
      validator: async (_rule, value: unknown) => {
        const text = numberTextOf(value);
        if (text && !isNumberText(text)) throw new Error(t('complaint.invalidNumber'));
      },
    });
    return (
      <Form.Item {...common} rules={rules} getValueProps={(value: unknown) => ({ value: numberTextOf(value) })}>
        <Input inputMode="decimal" dir="ltr" placeholder={placeholder} autoComplete="off" />
      </Form.Item>
    );
  }

  const withTime = field.type === 'datetime_picker';
  return (
    <Form.Item {...common} rules={rules} extra={t(withTime ? 'complaint.dateTimeHint' : 'complaint.dateHint')}>
      <DatePicker
        format={withTime ? COMPLAINT_DATETIME_FORMATS : COMPLAINT_DATE_FORMATS}
        showTime={withTime ? { format: 'HH:mm:ss' } : undefined}
        placeholder={placeholder ?? (withTime ? FIELD_DATETIME_FORMAT : FIELD_DATE_FORMAT).toLowerCase()}
        onKeyDown={keepEnterInField}
        // Digits and separators read left to right in Arabic too ("14:30:00 03/11/26" otherwise),
        // still aligned to the line's start like the other fields.
        styles={{ input: { direction: 'ltr', textAlign: isRtl ? 'right' : 'left' } }}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
