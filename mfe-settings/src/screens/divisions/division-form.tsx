import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIVISION_DESCRIPTION_MAX_LENGTH, DIVISION_NAME_MAX_LENGTH, type DivisionWriteRequest } from '@switchboard/shared/contracts';
import { fieldErrorsOf, statusOf } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';

export interface DivisionFormValues {
  name: string;
  description: string;
}

export const toDivisionWrite = (values: DivisionFormValues): DivisionWriteRequest => ({ name: values.name.trim(), description: values.description?.trim() || null });

/** Name and description of a division, as the "New division" modal and the details edit them. */
export function DivisionFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (
    <>
      <Form.Item name="name" label={t('divisions.fields.name')} rules={[{ required: true, whitespace: true, message: t('divisions.nameRequired') }]}>
        <Input maxLength={DIVISION_NAME_MAX_LENGTH} data-testid="division-name" dir="auto" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item name="description" label={t('divisions.fields.description')}>
        <Input.TextArea maxLength={DIVISION_DESCRIPTION_MAX_LENGTH} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="division-description" dir="auto" />
      </Form.Item>
    </>
  );
}

/** Puts a refused save's reasons on the fields: a name another division has (409) in words of its own. */
export function useDivisionWriteErrors() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (form: FormInstance, error: unknown): boolean => {
    if (statusOf(error) === 409) {
      form.setFields([{ name: 'name', errors: [t('divisions.nameTaken')] }]);
      return true;
    }
    const fields = fieldErrorsOf(error, ['name', 'description']);
    form.setFields(fields);
    return fields.length > 0;
  };
}
