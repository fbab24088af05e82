import { Suspense } from 'react';
import { KitSkeleton } from '@switchboard/shared/crud';
import { lazyScreen, type FeatureRoute } from '@switchboard/shared/ui';

// Screens load on first visit so the remote entry stays small.
const OverviewPage = lazyScreen(() => import('./screens/overview-page'), (m) => m.OverviewPage);

function Overview() {
  return (
    <Suspense fallback={<KitSkeleton />}>
      <OverviewPage />
    </Suspense>
  );
}
Overview.preload = OverviewPage.preload;

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
