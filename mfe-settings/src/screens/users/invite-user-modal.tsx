import { useEffect, useState } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, USER_NAME_MAX_LENGTH, type RoleSummary, type UserDetails, type UserGroupSummary } from '@switchboard/shared/contracts';
import { errorCodeOf, FormModal, statusOf, useSeededName } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { usersApi } from './users-api';

interface InviteValues {
  name: string;
  email: string;
  roleIds: string[];
  userGroupIds: string[];
}

type ChoicesState<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed' };

/** Choices loaded each time the form opens (`active`), so they are current. */
function useChoices<T>(active: boolean, load: () => Promise<T[]>): ChoicesState<T> {
  const [state, setState] = useState<ChoicesState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!active) return;
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (items) => live && setState({ status: 'ready', items }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level call: reloading follows `active` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  return state;
}

interface ChoicesFieldProps<T> {
  name: keyof InviteValues;
  label: string;
  hint: string;
  failedText: string;
  testId: string;
  choices: ChoicesState<T>;
  option: (item: T) => { value: string; label: string; disabled?: boolean };
}

/** A multiple choice among loaded items, with a warning when they could not be loaded. */
function ChoicesField<T>({ name, label, hint, failedText, testId, choices, option }: ChoicesFieldProps<T>) {
  return (
    <>
      <Form.Item name={name} label={label} extra={hint}>
        <Select
          mode="multiple"
          data-testid={testId}
          aria-label={label}
          loading={choices.status === 'loading'}
          optionFilterProp="label"
          options={choices.status === 'ready' ? choices.items.map(option) : []}
        />
      </Form.Item>
      {choices.status === 'failed' ? <Alert type="warning" showIcon title={failedText} data-testid={`${testId}-failed`} /> : null}
    </>
  );
}

/**
 * The invitation form: name, email, roles and (for those who may see them) user groups. A role
 * carrying a permission the inviter does not hold is shown but cannot be chosen (the server refuses
 * it too, and also a role the inviter holds only in some divisions: an invitation gives it in all).
 */
export function InviteUserModal({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (user: UserDetails) => void }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const { permissions, hasAll } = usePermissions();
  const [form] = Form.useForm<InviteValues>();
  const canPickGroups = hasAll(['directory:userGroups:view']);
  const roles = useChoices<RoleSummary>(open, usersApi.roles);
  const groups = useChoices<UserGroupSummary>(open && canPickGroups, usersApi.userGroups);

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
      initialValues={{ name: '', email: '', roleIds: [], userGroupIds: [] }}
      send={(values) =>
        usersApi.invite({
          name: values.name.trim(),
          email: values.email.trim(),
          roleIds: values.roleIds ?? [],
          ...(values.userGroupIds?.length ? { userGroupIds: values.userGroupIds } : {}),
        })
      }
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
      <ChoicesField
        name="roleIds"
        label={t('users.fields.roles')}
        hint={t('users.rolesHint')}
        failedText={t('users.rolesLoadFailed')}
        testId="user-invite-roles"
        choices={roles}
        option={(role) => ({ value: role.id, label: seededName('role', { name: role.name, seeded: role.builtIn }), disabled: !givable(role) })}
      />
      {canPickGroups ? (
        <ChoicesField
          name="userGroupIds"
          label={t('users.fields.userGroups')}
          hint={t('users.userGroupsHint')}
          failedText={t('users.userGroupsLoadFailed')}
          testId="user-invite-groups"
          choices={groups}
          option={(group) => ({ value: group.id, label: group.name })}
        />
      ) : null}
    </FormModal>
  );
}
