import { Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserAdminSummary } from '@switchboard/shared/contracts';
import { linkCell, ListPage, useListPage } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { usersApi } from './users-api';
import { toUserSearch, USER_LIST, usersPaths, type UserStatusFilter } from './users-query';
import { UserStatusTag } from './user-status-tag';

/** `/settings/users/list`: the organisation's agents, searched, filtered, sorted and paged on the server. */
export function UsersListScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const list = useListPage({ query: USER_LIST, search: (view) => usersApi.search(toUserSearch(view)), loadFailed: t('users.loadFailed') });
  const { view, setView, sortable } = list;

  const columns: TableColumnsType<UserAdminSummary> = [
    { title: t('users.fields.name'), dataIndex: 'name', ...sortable('name'), ellipsis: true, width: 220, render: linkCell((user) => usersPaths.details(user.id)) },
    { title: t('users.fields.email'), dataIndex: 'email', ...sortable('email'), ellipsis: true, width: 260 },
    { title: t('users.fields.title'), dataIndex: 'title', ellipsis: true, render: (title: string | null) => title ?? '' },
    { title: t('users.fields.status'), ...sortable('status'), render: (_, user) => <UserStatusTag status={user.status} /> },
    {
      title: t('users.fields.roles'),
      key: 'roles',
      render: (_, user) =>
        user.roles.length ? (
          <Space size={[0, 4]} wrap>
            {user.roles.map((role) => (
              <Tag key={role.id}>{role.name}</Tag>
            ))}
          </Space>
        ) : (
          t('users.noRoles')
        ),
    },
    { title: t('users.fields.createdAt'), ...sortable('createdAt'), render: (_, user) => formatDate(user.createdAt) },
  ];

  return (
    <ListPage
      list={list}
      title={t('areas.users.name')}
      breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.users.name') }]}
      testId="users"
      columns={columns}
      rowKey={(user) => user.id}
      rowAttributes={(user) => ({ 'data-testid': 'user-row', 'data-user-id': user.id, 'aria-label': `${user.name} <${user.email}>` })}
      details={{ path: usersPaths.details }}
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
            { value: 'disabled', label: t('users.disabled') },
          ]}
        />
      }
    />
  );
}
