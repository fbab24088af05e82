import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '@switchboard/shared/contracts';
import { linkCell, ListPage, useListPage, useSeededName, type ListColumn, KitTag } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { ROLE_LIST, rolesPaths, type RoleKindFilter } from './roles-query';
import { LIST_FIRST_PAGES } from '../list-first-pages';

/** `/settings/roles/list`: the organisation's roles with how many users hold each, searched, sorted and paged on the server. */
export function RolesListScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const list = useListPage({ query: ROLE_LIST, search: LIST_FIRST_PAGES.roles.search, loadFailed: t('roles.loadFailed') });
  const { view, setView, sortable } = list;
  const seededName = useSeededName();

  const columns: ListColumn<RoleSummary>[] = [
    {
      title: t('roles.fields.name'),
      dataIndex: 'name',
      ...sortable('name'),
      ellipsis: true,
      render: (name: string, role) => (
        <>
          {linkCell((row: RoleSummary) => rolesPaths.details(row.id))(seededName('role', { name, seeded: role.builtIn }), role)}
          {role.builtIn ? (
            <KitTag color="blue" style={{ marginInlineStart: 8 }}>
              {t('roles.builtIn')}
            </KitTag>
          ) : null}
        </>
      ),
    },
    { title: t('roles.fields.permissions'), key: 'permissions', width: 140, render: (_, role) => role.permissions.length },
    { title: t('roles.fields.users'), dataIndex: 'userCount', ...sortable('userCount'), width: 140 },
  ];

  return (
    <ListPage
      list={list}
      title={t('areas.roles.name')}
      breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.roles.name') }]}
      testId="roles"
      columns={columns}
      rowKey={(role) => role.id}
      rowAttributes={(role) => ({ 'data-testid': 'role-row', 'data-role-id': role.id, 'aria-label': seededName('role', { name: role.name, seeded: role.builtIn }) })}
      details={{ path: (id) => (id ? rolesPaths.details(id) : rolesPaths.create()), create: { label: t('roles.new'), permissions: ['directory:roles:add'] } }}
      emptyNone={t('roles.emptyNone')}
      emptyNoMatch={t('roles.emptyNoMatch')}
      search={{ label: t('roles.search'), width: 260 }}
      filters={
        <Select<RoleKindFilter>
          data-testid="roles-filter-kind"
          aria-label={t('roles.fields.kind')}
          value={view.kind}
          onChange={(kind) => setView({ kind })}
          style={{ minWidth: 160 }}
          options={[
            { value: 'all', label: t('roles.kindAll') },
            { value: 'builtIn', label: t('roles.kindBuiltIn') },
            { value: 'custom', label: t('roles.kindCustom') },
          ]}
        />
      }
    />
  );
}
