import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { OAUTH_CLIENT_DESCRIPTION_MAX_LENGTH, OAUTH_CLIENT_NAME_MAX_LENGTH, type OAuthClientRoleRef, type OAuthClientWrite } from '@switchboard/shared/contracts';
import { errorCodeOf, fieldErrorsOf, statusOf } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { DivisionSelect } from './division-select';
import { RoleSelect } from './role-select';

export interface ClientFormValues {
  name: string;
  description: string;
  roleIds: string[];
  /** None picked: every division. */
  divisionIds: string[];
}

/** The write body of the form's values (blank description: none). */
export const toClientWrite = (values: ClientFormValues, enabled?: boolean): OAuthClientWrite => ({
  name: values.name.trim(),
  description: values.description?.trim() || null,
  roleIds: values.roleIds ?? [],
  divisionIds: values.divisionIds?.length ? values.divisionIds : null,
  ...(enabled === undefined ? {} : { enabled }),
});

/** Name, description, roles and divisions of a client, the fields create and details share. */
export function ClientFields({ current, disabled }: { current?: readonly OAuthClientRoleRef[]; disabled?: boolean }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (
    <>
      <Form.Item name="name" label={t('oauthClients.fields.name')} rules={[{ required: true, whitespace: true, message: t('oauthClients.nameRequired') }]}>
        <Input maxLength={OAUTH_CLIENT_NAME_MAX_LENGTH} data-testid="oauth-client-name" dir="auto" disabled={disabled} />
      </Form.Item>
      <Form.Item name="description" label={t('oauthClients.fields.description')}>
        <Input.TextArea maxLength={OAUTH_CLIENT_DESCRIPTION_MAX_LENGTH} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="oauth-client-description" dir="auto" disabled={disabled} />
      </Form.Item>
      <Form.Item name="roleIds" label={t('oauthClients.fields.roles')} extra={t('oauthClients.rolesHint')}>
        <RoleSelect current={current} disabled={disabled} />
      </Form.Item>
      <Form.Item name="divisionIds" label={t('oauthClients.fields.divisions')} extra={t('oauthClients.divisionsHint')}>
        <DivisionSelect disabled={disabled} />
      </Form.Item>
    </>
  );
}

/** Puts a refused write's reasons on the fields: a taken name, a role beyond the caller's permissions, other field issues. */
export function useClientWriteErrors() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (form: Pick<FormInstance, 'setFields'>, error: unknown): boolean => {
    if (errorCodeOf(error) === 'PERMISSION_NOT_HELD') {
      form.setFields([{ name: 'roleIds', errors: [t('oauthClients.permissionNotHeld')] }]);
      return true;
    }
    if (statusOf(error) === 409) {
      form.setFields([{ name: 'name', errors: [t('oauthClients.nameTaken')] }]);
      return true;
    }
    const fields = fieldErrorsOf(error, ['name', 'description', 'roleIds', 'divisionIds']).map((entry) => ({ ...entry, name: entry.name.slice(0, 1) }));
    form.setFields(fields);
    return fields.length > 0;
  };
}
