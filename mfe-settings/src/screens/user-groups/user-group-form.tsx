import { Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_GROUP_DESCRIPTION_MAX_LENGTH, USER_GROUP_NAME_MAX_LENGTH, type UserGroupWriteRequest } from '@switchboard/shared/contracts';
import { fieldErrorsOf, statusOf } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { useDivisionOptions } from '../divisions';

export interface UserGroupFormValues {
  name: string;
  description: string;
  /** Absent when the division picker is not shown: the group then stays where it is (Home when new). */
  divisionId?: string;
}

export const toUserGroupWrite = (values: UserGroupFormValues): UserGroupWriteRequest => ({
  name: values.name.trim(),
  description: values.description?.trim() || null,
  ...(values.divisionId ? { divisionId: values.divisionId } : {}),
});

/** The division a group belongs to; shown once the organisation's divisions are loaded. Left empty, a new group goes to Home (its name is the placeholder). */
function DivisionField() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const options = useDivisionOptions();
  if (options.status !== 'ready') return null;
  return (
    <Form.Item name="divisionId" label={t('divisions.fields.division')}>
      <Select
        placeholder={options.divisions.find((division) => division.isHome)?.name}
        data-testid="user-group-division"
        aria-label={t('divisions.fields.division')}
        optionFilterProp="label"
        showSearch
        options={options.divisions.map((division) => ({ value: division.id, label: division.name }))}
      />
    </Form.Item>
  );
}

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
      <DivisionField />
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
    const fields = fieldErrorsOf(error, ['name', 'description', 'divisionId']);
    form.setFields(fields);
    return fields.length > 0;
  };
}
