import { act, screen, waitFor } from '@testing-library/react';
import { mockHttp, renderSection, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from './feature';
import { dashboardRoutes } from './routes';
import { sampleStatus, sampleTrend } from './test-support/fixtures';

// No hub in jsdom: the status view's push connection is a fake, and charts a stand-in.
jest.mock('./live/signalr-connection', () => ({ createSignalRConnection: () => jest.requireActual('./test-support/fake-connection').fakeConnection().connection }));
jest.mock('./screens/trend/charts/echart', () => ({ __esModule: true, default: () => <div role="img" /> }));

const location = () => screen.getByTestId('location');
const STATUS = 'analytics:statusDashboard:view';
const TREND = 'analytics:trendDashboard:view';

beforeEach(() => {
  mockHttp((request) => {
    if (request.url === 'analytics/status') return { status: 200, data: sampleStatus() };
    if (request.url === 'analytics/trend') return { status: 200, data: sampleTrend() };
    return { status: 200, data: { entities: [], totalCount: 0 } };
  });
});

describe('dashboard route table', () => {
  it('mounts /dashboard with exactly its two routes', () => {
    expect(feature.id).toBe('dashboard');
    expect(feature.sections.map((s) => s.prefix)).toEqual(['dashboard']);
    expect(dashboardRoutes.map((r) => r.path).sort()).toEqual(['', 'overview']);
    expect(dashboardRoutes.find((r) => r.path === '')?.redirectTo).toBe('overview');
    expect([...(dashboardRoutes.find((r) => r.path === 'overview')?.permissions ?? [])].sort()).toEqual([STATUS, TREND]);
  });

  // The shell fetches the screen of the address a page opens with while its own frame loads.
  it('lets the overview be fetched before it renders', async () => {
    await expect(dashboardRoutes.find((r) => r.path === 'overview')?.Component?.preload?.()).resolves.toHaveProperty('name', 'OverviewPage');
  });

  it('fetches the view the address opens with the page, so the view draws at once, without a skeleton first', async () => {
    signInTestAgent([TREND]);
    await dashboardRoutes.find((r) => r.path === 'overview')?.Component?.preload?.();
    await renderSection({ feature, path: '/dashboard/overview', permissions: [TREND] });
    // The view itself (its own loading state while its figures come), not the chunk's skeleton.
    expect(screen.queryByTestId('trend-loading') ?? screen.queryByTestId('trend-view')).toBeInTheDocument();
    expect(await screen.findByTestId('trend-view')).toBeInTheDocument();
  });
});

describe('dashboard screens', () => {
  it('/dashboard opens the status view alone for a user with only the status permission', async () => {
    await renderSection({ feature, path: '/dashboard', permissions: [STATUS] });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/overview$/));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Dashboard');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(await screen.findByTestId('status-view')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByTestId('trend-view')).not.toBeInTheDocument();
  });

  it('opens the trend view alone for a user with only the trend permission, whatever the URL says', async () => {
    await renderSection({ feature, path: '/dashboard/overview', permissions: [TREND] });
    expect(await screen.findByTestId('trend-view')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByTestId('status-view')).not.toBeInTheDocument();
  });

  it('shows both as tabs, status first, the trend tab kept in the URL', async () => {
    await renderSection({ feature, path: '/dashboard/overview', permissions: [STATUS, TREND] });
    expect(await screen.findByTestId('status-view')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Status' })).toHaveAttribute('aria-selected', 'true');
    await setupUser().click(screen.getByRole('tab', { name: 'Trends' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/overview?view=trend'));
    expect(await screen.findByTestId('trend-view')).toBeInTheDocument();
  });

  it('opens the trend tab from ?view=trend', async () => {
    await renderSection({ feature, path: '/dashboard/overview?view=trend', permissions: [STATUS, TREND] });
    expect(await screen.findByTestId('trend-view')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trends' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends a user without an analytics permission to /permission', async () => {
    await renderSection({ feature, path: '/dashboard/overview', permissions: ['tickets:tickets:view'] });
    await waitFor(() => expect(location()).toHaveTextContent('/permission'));
  });

  it('shows the title in the chosen language', async () => {
    const { setLanguage } = await import('@switchboard/shared/i18n');
    await renderSection({ feature, path: '/dashboard/overview', permissions: [STATUS] });
    // French is a lazy chunk: `setLanguage` fetches it before it switches.
    await act(() => setLanguage('fr-fr'));
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Tableau de bord'));
    expect(await screen.findByText('En attente du client')).toBeInTheDocument();
    await act(() => setLanguage('en-us'));
  });
});

