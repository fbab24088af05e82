import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OAuthClient } from '@switchboard/shared/contracts';
import { FitText, linkCell, ListPage, useListPage, type ListColumn, KitTag } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { ClientStateTag } from './client-state-tag';
import { OAUTH_CLIENT_LIST, oauthClientsPaths, type OAuthClientStateFilter } from './oauth-clients-query';
import { LIST_FIRST_PAGES } from '../list-first-pages';

/** `/settings/oauth/list`: the organisation's OAuth clients, searched, filtered, sorted and paged on the server. */
export function OAuthClientsListScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const list = useListPage({ query: OAUTH_CLIENT_LIST, search: LIST_FIRST_PAGES.oauth.search, loadFailed: t('oauthClients.loadFailed') });
  const { view, setView, sortable } = list;

  const columns: ListColumn<OAuthClient>[] = [
    { title: t('oauthClients.fields.name'), dataIndex: 'name', ...sortable('name'), ellipsis: true, width: 240, render: linkCell((client) => oauthClientsPaths.details(client.id)) },
    { title: t('oauthClients.fields.description'), dataIndex: 'description', ellipsis: true, render: (description: string | null) => <FitText text={description ?? ''} /> },
    { title: t('oauthClients.fields.state'), key: 'state', render: (_, client) => <ClientStateTag enabled={client.enabled} /> },
    {
      title: t('oauthClients.fields.roles'),
      key: 'roles',
      render: (_, client) =>
        client.roles.length ? (
          <Space size={[0, 4]} wrap>
            {client.roles.map((role) => (
              <KitTag key={role.id}>{role.name}</KitTag>
            ))}
          </Space>
        ) : (
          t('oauthClients.noRolesGiven')
        ),
    },
    { title: t('oauthClients.fields.createdAt'), ...sortable('createdAt'), render: (_, client) => formatDate(client.createdAt) },
  ];

  return (
    <ListPage
      list={list}
      title={t('areas.oauth.name')}
      breadcrumb={[{ title: t('index.title'), to: '/settings/list' }, { title: t('areas.oauth.name') }]}
      testId="oauth-clients"
      columns={columns}
      rowKey={(client) => client.id}
      rowAttributes={(client) => ({ 'data-testid': 'oauth-client-row', 'aria-label': client.name })}
      details={{ path: oauthClientsPaths.details, create: { label: t('oauthClients.new'), permissions: ['integrations:oauths:add'] } }}
      emptyNone={t('oauthClients.emptyNone')}
      emptyNoMatch={t('oauthClients.emptyNoMatch')}
      search={{ label: t('oauthClients.search'), width: 300 }}
      filters={
        <Select<OAuthClientStateFilter>
          data-testid="oauth-clients-filter-state"
          aria-label={t('oauthClients.fields.state')}
          value={view.state}
          onChange={(state) => setView({ state })}
          style={{ minWidth: 160 }}
          options={[
            { value: 'all', label: t('oauthClients.stateAll') },
            { value: 'enabled', label: t('oauthClients.enabled') },
            { value: 'disabled', label: t('oauthClients.disabled') },
          ]}
        />
      }
    />
  );
}
