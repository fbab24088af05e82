import { useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Space, Typography } from 'antd';
import { Card, Switch, Tag } from '@switchboard/shared/antd-signed-in';
import { Descriptions } from '@switchboard/shared/antd-details';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { USER_NAME_MAX_LENGTH, USER_TITLE_MAX_LENGTH, type UserAdminStatus, type UserDetails } from '@switchboard/shared/contracts';
import { DetailsPage, errorBodyOf, statusOf, useDetailsRecord, useFeedback, useSave, useSeededName } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { useSession } from '@switchboard/shared/session';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { usersApi } from './users-api';
import { usersPaths } from './users-query';
import { UserRolesCard } from '../roles/user-roles-card';
import { UserStatusTag } from './user-status-tag';
import { useUserRemoval } from './use-user-removal';

const DASH = '—';

type Refusal = 'self' | 'lastHolder';

/** Why the server refused a disable, by its error code, or null for any other failure. */
function refusalOf(error: unknown): Refusal | null {
  if (statusOf(error) !== 409) return null;
  const code = errorBodyOf(error)?.code;
  if (code === 'CANNOT_DISABLE_SELF') return 'self';
  if (code === 'LAST_PERMISSION_HOLDER') return 'lastHolder';
  return null;
}

/** `/settings/users/details/:id`: who the agent is; name, title and status (with edit permission); their roles. */
export function UserDetailsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const selfId = useSession((state) => state.user?.id);
  const { state, update, reload } = useDetailsRecord(id, usersApi.get);
  const [form] = Form.useForm<{ name: string; title: string }>();
  const save = useSave();
  const [dirty, setDirty] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const user = state.status === 'ready' ? state.value : null;
  const canEdit = hasAny(['directory:users:edit']);
  const canInvite = hasAny(['directory:users:add']);
  const canRemove = hasAny(['directory:users:delete']);
  const removal = useUserRemoval();
  const unassigned = useRef(0);
  const [resending, setResending] = useState(false);

  const resend = async () => {
    if (!user) return;
    setResending(true);
    try {
      await usersApi.resendInvitation(user.id);
      feedback.success(t('users.resent', { email: user.email }));
    } catch (error) {
      feedback.failed(error, t('users.resendFailed'));
    } finally {
      setResending(false);
    }
  };
  const title = user?.name ?? t('pages.userDetails');

  const saved = (next: UserDetails) => {
    update(() => next);
    form.setFieldsValue({ name: next.name, title: next.title ?? '' });
    setDirty(false);
  };

  const saveName = async () => {
    if (!user) return;
    const { name, title } = await form.validateFields();
    const next = await save.run({ form, fields: ['name', 'title'], send: () => usersApi.update({ id: user.id, name, title: title.trim() || null }), messages: { saved: t('users.saved'), failed: t('users.saveFailed') } });
    if (next) saved(next);
  };

  const setStatus = async (status: Exclude<UserAdminStatus, 'invited'>) => {
    if (!user) return;
    setSwitching(true);
    setRefusal(null);
    try {
      const next = await usersApi.update({ id: user.id, status });
      update(() => next);
      feedback.success(t(status === 'active' ? 'users.enabled' : 'users.disabledDone', { name: user.name }));
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) setRefusal(reason);
      else feedback.failed(error, t('users.saveFailed'));
    } finally {
      setSwitching(false);
    }
  };

  // Disabling signs the agent out everywhere, so it is asked for first; enabling is harmless.
  const toggle = (active: boolean) => {
    if (!user) return;
    if (active) {
      void setStatus('active');
      return;
    }
    modal.confirm({
      title: t('users.disableTitle', { name: user.name }),
      content: t('users.disableContent'),
      okText: t('users.disable'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'user-disable-confirm' } },
      cancelText: t('users.cancel'),
      onOk: () => setStatus('disabled'),
    });
  };

  return (
    <DetailsPage<UserDetails>
      state={state}
      onRetry={reload}
      title={<span dir="auto">{title}</span>}
      breadcrumb={[{ title: t('areas.users.name'), to: usersPaths.list() }, { title }]}
      listPath={usersPaths.list()}
      texts={{ notFound: t('users.notFound'), loadFailed: t('users.loadUserFailed'), backToList: t('users.backToList') }}
      isDirty={() => dirty}
      save={canEdit && user ? { onSave: () => void saveName(), saving: save.saving, testId: 'user-save' } : undefined}
      extra={
        canInvite && user?.status === 'invited' ? (
          <Button loading={resending} onClick={() => void resend()} data-testid="user-resend-invitation">
            {t('users.resend')}
          </Button>
        ) : null
      }
      remove={
        canRemove && user && user.id !== selfId
          ? {
              label: t('users.remove'),
              confirmTitle: t('users.removeTitle', { name: user.name }),
              confirmContent: t('users.removeContent'),
              run: async () => {
                unassigned.current = await removal.removeOne(user.id);
              },
              // Read once the removal succeeded, so it can say how many tickets were unassigned.
              get deleted() {
                return t('users.removedOne', { name: user.name, tickets: unassigned.current });
              },
              failed: t('users.removeFailed'),
              // useUserRemoval already said why.
              explain: () => true,
              testId: 'user-remove',
            }
          : undefined
      }
      headerTestId="user-header"
      summary={(shown) =>
        shown && refusal ? (
          <Alert
            type="warning"
            showIcon
            closable
            onClose={() => setRefusal(null)}
            style={{ marginBottom: 16 }}
            data-testid="user-disable-refused"
            title={t('users.disableRefused')}
            description={t(refusal === 'self' ? 'users.refusedSelf' : 'users.refusedLastHolder')}
          />
        ) : null
      }
    >
      {(shown) =>
        shown ? (
          <Card size="small">
            {canEdit ? (
              <Form form={form} layout="vertical" initialValues={{ name: shown.name, title: shown.title ?? '' }} onValuesChange={() => setDirty(true)} style={{ maxWidth: 480 }}>
                <Form.Item name="name" label={t('users.fields.name')} rules={[{ required: true, whitespace: true, message: t('users.nameRequired') }]}>
                  <Input maxLength={USER_NAME_MAX_LENGTH} data-testid="user-name" dir="auto" />
                </Form.Item>
                <Form.Item name="title" label={t('users.fields.title')}>
                  <Input maxLength={USER_TITLE_MAX_LENGTH} data-testid="user-title" dir="auto" />
                </Form.Item>
              </Form>
            ) : null}
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                ...(canEdit
                  ? []
                  : [
                      { key: 'name', label: t('users.fields.name'), children: <span dir="auto">{shown.name}</span> },
                      { key: 'title', label: t('users.fields.title'), children: <span dir="auto">{shown.title || DASH}</span> },
                    ]),
                { key: 'email', label: t('users.fields.email'), children: <Typography.Text copyable>{shown.email}</Typography.Text> },
                {
                  key: 'status',
                  label: t('users.fields.status'),
                  children:
                    canEdit && shown.id !== selfId && shown.status !== 'invited' ? (
                      <Space>
                        <Switch
                          checked={shown.status === 'active'}
                          loading={switching}
                          onChange={toggle}
                          aria-label={t('users.fields.status')}
                          data-testid="user-status-switch"
                        />
                        <UserStatusTag status={shown.status} />
                      </Space>
                    ) : (
                      <UserStatusTag status={shown.status} />
                    ),
                },
                {
                  key: 'roles',
                  label: t('users.fields.roles'),
                  children: shown.roles?.length ? (
                    <Space size={[0, 4]} wrap data-testid="user-roles">
                      {shown.roles.map((role) => (
                        <Tag key={role.id}>{seededName('role', role)}</Tag>
                      ))}
                    </Space>
                  ) : (
                    t('users.noRoles')
                  ),
                },
                { key: 'createdAt', label: t('users.fields.createdAt'), children: formatDate(shown.createdAt) },
              ]}
            />
            {canEdit && shown.id === selfId ? <Typography.Text type="secondary">{t('users.selfHint')}</Typography.Text> : null}
            <UserRolesCard userId={shown.id} userName={shown.name} />
            {shown.status === 'invited' ? (
              <Typography.Paragraph type="secondary" data-testid="user-invited-hint">
                {t('users.invitedHint')}
              </Typography.Paragraph>
            ) : null}
          </Card>
        ) : null
      }
    </DetailsPage>
  );
}
