import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_GROUP_DESCRIPTION_MAX_LENGTH, USER_GROUP_NAME_MAX_LENGTH, type UserGroupWriteRequest } from '@switchboard/shared/contracts';
import { fieldErrorsOf, statusOf } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';

export interface UserGroupFormValues {
  name: string;
  description: string;
}

export const toUserGroupWrite = (values: UserGroupFormValues): UserGroupWriteRequest => ({ name: values.name.trim(), description: values.description?.trim() || null });

/** Name and description of a group, as the create page and the details edit them. */
export function UserGroupFields() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (
    <>
      <Form.Item name="name" label={t('userGroups.fields.name')} rules={[{ required: true, whitespace: true, message: t('userGroups.nameRequired') }]}>
        <Input maxLength={USER_GROUP_NAME_MAX_LENGTH} data-testid="user-group-name" dir="auto" />
      </Form.Item>
      <Form.Item name="description" label={t('userGroups.fields.description')}>
        <Input.TextArea maxLength={USER_GROUP_DESCRIPTION_MAX_LENGTH} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="user-group-description" dir="auto" />
      </Form.Item>
    </>
  );
}

/** Puts a refused save's reasons on the fields: a name another group has (409) in words of its own. */
export function useUserGroupWriteErrors() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (form: FormInstance, error: unknown): boolean => {
    if (statusOf(error) === 409) {
      form.setFields([{ name: 'name', errors: [t('userGroups.nameTaken')] }]);
      return true;
    }
    const fields = fieldErrorsOf(error, ['name', 'description']);
    form.setFields(fields);
    return fields.length > 0;
  };
}
