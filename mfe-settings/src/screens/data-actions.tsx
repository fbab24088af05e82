import { Result } from 'antd';
import { Tabs } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths, type Permission } from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import { PageHeader } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../i18n/resources';

export type DataActionsTab = 'templates' | 'authorizations';

export const DATA_ACTIONS_VIEW: Permission = 'integrations:dataActions:view';
export const AUTHORIZATIONS_VIEW: Permission = 'integrations:authorizations:view';

/** Which list `dataactions` opens for a user: templates when they may view them, else authorizations; null when neither tab is visible. */
export function dataActionsLandingTab(hasAny: (required: readonly string[]) => boolean): DataActionsTab | null {
  if (hasAny([DATA_ACTIONS_VIEW])) return 'templates';
  if (hasAny([AUTHORIZATIONS_VIEW])) return 'authorizations';
  return null;
}

/** `settings/dataactions`: the tab container lands on the first tab the user may see. */
export function DataActionsRedirect() {
  const { hasAny } = usePermissions();
  const tab = dataActionsLandingTab(hasAny);
  // The route's guard already required one of the two permissions.
  return <Navigate to={`${tab ?? 'templates'}/list`} relative="path" replace />;
}

/** The data actions list pages: one header, a tab per list the user may see. */
export function DataActionsListPage({ tab }: { tab: DataActionsTab }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const { hasAny } = usePermissions();
  // Templates need data actions view; a user with only authorizations view lands on their list.
  if (tab === 'templates' && !hasAny([DATA_ACTIONS_VIEW]) && hasAny([AUTHORIZATIONS_VIEW])) {
    return <Navigate to="../../authorizations/list" relative="path" replace />;
  }
  const tabs = [
    { key: 'templates' as const, label: t('dataActions.templates'), permission: DATA_ACTIONS_VIEW },
    { key: 'authorizations' as const, label: t('dataActions.authorizations'), permission: AUTHORIZATIONS_VIEW },
  ].filter((item) => hasAny([item.permission]));
  return (
    <>
      <PageHeader
        title={<span data-testid="page-title">{t('areas.dataActions.name')}</span>}
        breadcrumb={[{ title: t('index.title'), to: paths.settings() }, { title: t('areas.dataActions.name') }]}
      />
      <Tabs
        activeKey={tab}
        items={tabs.map(({ key, label }) => ({ key, label }))}
        onChange={(key) => navigate(`../../${key}/list`, { relative: 'path' })}
      />
      {/* The shared NotBuiltYet brings its own header; here the tabs sit between header and notice. */}
      <Result status="info" title={tCommon('notBuilt.title')} subTitle={tCommon('notBuilt.description')} />
    </>
  );
}
