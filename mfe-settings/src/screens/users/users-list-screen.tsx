import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserAdminSummary } from '@switchboard/shared/contracts';
import { type BulkAction, FitText, linkCell, ListPage, useFeedback, useListPage, useSeededName, type ListColumn, KitTag } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { InviteUserModal } from './invite-user-modal';
import { usersApi } from './users-api';
import { USER_LIST, usersPaths, type UserStatusFilter } from './users-query';
import { UserStatusTag } from './user-status-tag';
import { useUserRemoval } from './use-user-removal';
import { LIST_FIRST_PAGES } from '../list-first-pages';

/** `/settings/users/list`: the organisation's agents, searched, filtered, sorted and paged on the server; invite, resend, remove. */
export function UsersListScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const list = useListPage({ query: USER_LIST, search: LIST_FIRST_PAGES.users.search, loadFailed: t('users.loadFailed') });
  const { view, setView, sortable } = list;
  const [inviting, setInviting] = useState(false);
  const [resending, setResending] = useState<string | null>(null);
  const removal = useUserRemoval();
  const canInvite = hasAny(['directory:users:add']);
  const canRemove = hasAny(['directory:users:delete']);

  const resend = async (user: UserAdminSummary) => {
    setResending(user.id);
    try {
      await usersApi.resendInvitation(user.id);
      feedback.success(t('users.resent', { email: user.email }));
    } catch (error) {
      feedback.failed(error, t('users.resendFailed'));
    } finally {
      setResending(null);
    }
  };

  const columns: ListColumn<UserAdminSummary>[] = [
    { title: t('users.fields.name'), dataIndex: 'name', ...sortable('name'), ellipsis: true, width: 220, render: linkCell((user) => usersPaths.details(user.id)) },
    { title: t('users.fields.email'), dataIndex: 'email', ...sortable('email'), ellipsis: true, width: 260, render: (email: string) => <FitText text={email} dir="ltr" /> },
    { title: t('users.fields.title'), dataIndex: 'title', ellipsis: true, render: (title: string | null) => <FitText text={title ?? ''} /> },
    { title: t('users.fields.status'), ...sortable('status'), render: (_, user) => <UserStatusTag status={user.status} /> },
    {
      title: t('users.fields.roles'),
      key: 'roles',
      render: (_, user) =>
        user.roles.length ? (
          <Space size={[0, 4]} wrap>
            {user.roles.map((role) => (
              <KitTag key={role.id}>{seededName('role', role)}</KitTag>
            ))}
          </Space>
        ) : (
          t('users.noRoles')
        ),
    },
    { title: t('users.fields.createdAt'), ...sortable('createdAt'), render: (_, user) => formatDate(user.createdAt) },
    ...(canInvite
      ? [
          {
            title: t('users.actions'),
            key: 'actions',
            render: (_: unknown, user: UserAdminSummary) =>
              user.status === 'invited' ? (
                <Button size="small" loading={resending === user.id} onClick={() => void resend(user)} data-testid="user-resend-invitation">
                  {t('users.resend')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  const bulkActions: BulkAction<UserAdminSummary>[] = canRemove
    ? [
        {
          key: 'remove',
          label: t('users.remove'),
          danger: true,
          confirmTitle: (rows) => t('users.removeManyTitle', { count: rows.length }),
          run: async (rows) => {
            await removal.removeMany(rows.map((row) => row.id));
          },
        },
      ]
    : [];

  return (
    <>
      <ListPage
        list={list}
        title={t('areas.users.name')}
        breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.users.name') }]}
        testId="users"
        columns={columns}
        rowKey={(user) => user.id}
        rowAttributes={(user) => ({ 'data-testid': 'user-row', 'data-user-id': user.id, 'aria-label': `${user.name} <${user.email}>` })}
        details={{ path: usersPaths.details }}
        create={canInvite ? { label: t('users.invite'), onClick: () => setInviting(true) } : undefined}
        bulkActions={bulkActions}
        emptyNone={t('users.emptyNone')}
        emptyNoMatch={t('users.emptyNoMatch')}
        search={{ label: t('users.search'), width: 300 }}
        filters={
          <Select<UserStatusFilter>
            data-testid="users-filter-status"
            aria-label={t('users.fields.status')}
            value={view.status}
            onChange={(status) => setView({ status })}
            style={{ minWidth: 160 }}
            options={[
              { value: 'all', label: t('users.statusAll') },
              { value: 'active', label: t('users.active') },
              { value: 'invited', label: t('users.invited') },
              { value: 'disabled', label: t('users.disabled') },
            ]}
          />
        }
      />
      <InviteUserModal
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(user) => {
          setInviting(false);
          feedback.success(t('users.invitedDone', { email: user.email }));
          void list.search.reload();
        }}
      />
    </>
  );
}
