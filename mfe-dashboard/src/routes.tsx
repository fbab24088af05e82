import { lazy, Suspense } from 'react';
import { Skeleton } from '@switchboard/shared/antd-signed-in';
import type { FeatureRoute } from '@switchboard/shared/ui';

// Screens load on first visit so the remote entry stays small.
const OverviewPage = lazy(() => import('./screens/overview-page').then((m) => ({ default: m.OverviewPage })));

function Overview() {
  return (
    <Suspense fallback={<Skeleton active />}>
      <OverviewPage />
    </Suspense>
  );
}

/** `/dashboard/**`: open with either analytics dashboard permission. */
export const dashboardRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'overview' },
  {
    path: 'overview',
    permissions: ['analytics:statusDashboard:view', 'analytics:trendDashboard:view'],
    titleKey: 'pages.overview',
    Component: Overview,
  },
];
