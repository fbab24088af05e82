import { Suspense } from 'react';
import { Flex, theme, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton, Tabs } from '@switchboard/shared/antd-signed-in';
import { usePermissions } from '@switchboard/shared/permissions';
import { lazyChunk } from '@switchboard/shared/ui';
import { DASHBOARD_NAMESPACE } from '../i18n/resources';
import type { DashboardConnectionFactory } from '../live/dashboard-connection';
import { activeTab, dashboardTabs, openedTab, type DashboardTab } from './dashboard-tabs';

// Each view is its own chunk: a user with one permission never fetches the other (nor ECharts).
const StatusView = lazyChunk(() => import(/* webpackChunkName: "status-view" */ './status/status-view').then((m) => ({ default: m.StatusView })));
const TrendView = lazyChunk(() => import(/* webpackChunkName: "trend-view" */ './trend/trend-view').then((m) => ({ default: m.TrendView })));

export interface OverviewPageProps {
  /** The status view's push connection (tests pass a fake). */
  connect?: DashboardConnectionFactory;
}

/**
 * Fetches the code of the view a page opened at `search` shows the signed-in user: with the page's own
 * code, so the view draws at once and asks for its figures without a second loading state.
 */
export function preloadOpenedView(search: string): Promise<unknown> {
  return (openedTab(search) === 'trend' ? TrendView : StatusView).preload();
}

/** `dashboard/overview`: the status view, the trend view, or both as tabs (`?view=trend`), by permission. */
export function OverviewPage({ connect }: OverviewPageProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const { token } = theme.useToken();
  const { hasAny } = usePermissions();
  const [params, setParams] = useSearchParams();
  const tabs = dashboardTabs((permission) => hasAny([permission]));
  const active = activeTab(tabs, params.get('view'));

  const content = (tab: DashboardTab) => (
    <Suspense fallback={<Skeleton active />}>{tab === 'status' ? <StatusView connect={connect} /> : <TrendView />}</Suspense>
  );
  const select = (tab: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (tab === 'trend') next.set('view', 'trend');
      else next.delete('view');
      return next;
    });

  return (
    <section>
      <Flex align="center" justify="space-between" gap={12} wrap="wrap" style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }} data-testid="page-title">
          {t('pages.overview')}
        </Typography.Title>
      </Flex>
      {tabs.length > 1 ? (
        <Tabs
          activeKey={active}
          onChange={select}
          destroyOnHidden
          items={tabs.map((tab) => ({ key: tab, label: t(`tabs.${tab}`), children: content(tab) }))}
        />
      ) : (
        content(active)
      )}
    </section>
  );
}
