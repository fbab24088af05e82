import { useEffect, useState } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, USER_NAME_MAX_LENGTH, type RoleSummary, type UserDetails } from '@switchboard/shared/contracts';
import { errorCodeOf, FormModal, statusOf } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { usersApi } from './users-api';

interface InviteValues {
  name: string;
  email: string;
  roleIds: string[];
}

type RolesState = { status: 'loading' } | { status: 'ready'; roles: RoleSummary[] } | { status: 'failed' };

/**
 * The invitation form: name, email and roles. A role carrying a permission the inviter does not
 * hold is shown but cannot be chosen (the server refuses it too).
 */
export function InviteUserModal({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (user: UserDetails) => void }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { permissions } = usePermissions();
  const [form] = Form.useForm<InviteValues>();
  const [roles, setRoles] = useState<RolesState>({ status: 'loading' });

  useEffect(() => {
    if (!open) return;
    let live = true;
    setRoles({ status: 'loading' });
    usersApi.roles().then(
      (list) => live && setRoles({ status: 'ready', roles: list }),
      () => live && setRoles({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open]);

  const held = new Set(permissions);
  const givable = (role: RoleSummary) => role.permissions.every((permission) => held.has(permission));

  // A taken address and a role beyond the inviter's permissions are said beside their fields.
  const fieldErrors = (error: unknown) => {
    const code = errorCodeOf(error);
    if (statusOf(error) === 409 && code === 'CONFLICT') form.setFields([{ name: 'email', errors: [t('users.emailTaken')] }]);
    else if (code === 'PERMISSION_NOT_HELD') form.setFields([{ name: 'roleIds', errors: [t('users.roleNotHeld')] }]);
    else return false;
    return true;
  };

  return (
    <FormModal<InviteValues, UserDetails>
      open={open}
      title={t('users.inviteTitle')}
      intro={t('users.inviteIntro')}
      okText={t('users.inviteSend')}
      cancelText={t('users.cancel')}
      okTestId="user-invite-send"
      form={form}
      initialValues={{ name: '', email: '', roleIds: [] }}
      send={(values) => usersApi.invite({ name: values.name.trim(), email: values.email.trim(), roleIds: values.roleIds ?? [] })}
      onDone={onInvited}
      onClose={onClose}
      fieldErrors={fieldErrors}
      failedText={t('users.inviteFailed')}
    >
      <Form.Item name="name" label={t('users.fields.name')} rules={[{ required: true, whitespace: true, message: t('users.nameRequired') }]}>
        <Input maxLength={USER_NAME_MAX_LENGTH} data-testid="user-invite-name" dir="auto" autoFocus />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('users.fields.email')}
        rules={[
          { required: true, whitespace: true, message: t('users.emailRequired') },
          { pattern: EMAIL_PATTERN, message: t('users.emailInvalid') },
        ]}
      >
        <Input type="email" maxLength={EMAIL_MAX_LENGTH} data-testid="user-invite-email" dir="ltr" autoComplete="off" />
      </Form.Item>
      <Form.Item name="roleIds" label={t('users.fields.roles')} extra={t('users.rolesHint')}>
        <Select
          mode="multiple"
          data-testid="user-invite-roles"
          aria-label={t('users.fields.roles')}
          loading={roles.status === 'loading'}
          optionFilterProp="label"
          options={roles.status === 'ready' ? roles.roles.map((role) => ({ value: role.id, label: role.name, disabled: !givable(role) })) : []}
        />
      </Form.Item>
      {roles.status === 'failed' ? <Alert type="warning" showIcon title={t('users.rolesLoadFailed')} data-testid="user-invite-roles-failed" /> : null}
    </FormModal>
  );
}
