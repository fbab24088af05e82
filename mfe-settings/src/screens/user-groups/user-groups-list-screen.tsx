import { useTranslation } from 'react-i18next';
import type { UserGroupSummary } from '@switchboard/shared/contracts';
import { FitText, linkCell, ListPage, useListPage, type ListColumn } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { USER_GROUP_LIST, userGroupsPaths } from './user-groups-query';
import { LIST_FIRST_PAGES } from '../list-first-pages';

/** `/settings/user-groups/list`: the organisation's groups with their member counts, searched, sorted and paged on the server. */
export function UserGroupsListScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const list = useListPage({ query: USER_GROUP_LIST, search: LIST_FIRST_PAGES.userGroups.search, loadFailed: t('userGroups.loadFailed') });
  const { sortable } = list;

  const columns: ListColumn<UserGroupSummary>[] = [
    { title: t('userGroups.fields.name'), dataIndex: 'name', ...sortable('name'), ellipsis: true, width: 240, render: linkCell((group) => userGroupsPaths.details(group.id)) },
    { title: t('userGroups.fields.description'), dataIndex: 'description', ellipsis: true, render: (description: string | null) => <FitText text={description ?? ''} /> },
    { title: t('userGroups.fields.memberCount'), dataIndex: 'memberCount', ...sortable('memberCount'), width: 140, align: 'end' },
    { title: t('userGroups.fields.updatedAt'), ...sortable('updatedAt'), width: 160, render: (_, group) => formatDate(group.updatedAt) },
  ];

  return (
    <ListPage
      list={list}
      title={t('areas.userGroups.name')}
      breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.userGroups.name') }]}
      testId="user-groups"
      columns={columns}
      rowKey={(group) => group.id}
      rowAttributes={(group) => ({ 'data-testid': 'user-group-row', 'data-group-id': group.id, 'aria-label': group.name })}
      details={{ path: userGroupsPaths.details, create: { label: t('userGroups.new'), permissions: ['directory:userGroups:add'] } }}
      emptyNone={t('userGroups.emptyNone')}
      emptyNoMatch={t('userGroups.emptyNoMatch')}
      search={{ label: t('userGroups.search'), width: 300 }}
    />
  );
}
