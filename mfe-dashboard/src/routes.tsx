import { Suspense } from 'react';
import { KitSkeleton } from '@switchboard/shared/crud';
import { lazyScreen, type FeatureRoute } from '@switchboard/shared/ui';

// Screens load on first visit so the remote entry stays small.
const loadOverview = () => import('./screens/overview-page');
const OverviewPage = lazyScreen(loadOverview, (m) => m.OverviewPage);

function Overview() {
  return (
    <Suspense fallback={<KitSkeleton />}>
      <OverviewPage />
    </Suspense>
  );
}
// The page and the view the address opens come together (see `preloadOpenedView`).
Overview.preload = () => Promise.all([OverviewPage.preload(), loadOverview().then((module) => module.preloadOpenedView(window.location.search))]).then(([page]) => page);

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
