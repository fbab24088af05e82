import { act, screen, waitFor } from '@testing-library/react';
import { feature } from './feature';
import { dashboardRoutes } from './routes';
import { renderSection } from '@switchboard/test-utils';

const location = () => screen.getByTestId('location');

describe('dashboard route table', () => {
  it('mounts /dashboard with exactly its two routes', () => {
    expect(feature.id).toBe('dashboard');
    expect(feature.sections.map((s) => s.prefix)).toEqual(['dashboard']);
    expect(dashboardRoutes.map((r) => r.path).sort()).toEqual(['', 'overview']);
    expect(dashboardRoutes.find((r) => r.path === '')?.redirectTo).toBe('overview');
    expect([...(dashboardRoutes.find((r) => r.path === 'overview')?.permissions ?? [])].sort()).toEqual([
      'analytics:statusDashboard:view',
      'analytics:trendDashboard:view',
    ]);
  });
});

describe('dashboard screens', () => {
  it.each(['analytics:statusDashboard:view', 'analytics:trendDashboard:view'])(
    '/dashboard opens the overview for a user with only %s',
    async (permission) => {
      await renderSection({ feature, path: '/dashboard', permissions: [permission] });
      await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/overview$/));
      expect(await screen.findByTestId('page-title')).toHaveTextContent('Dashboard');
      expect(screen.getByText('This screen is not built yet')).toBeInTheDocument();
    },
  );

  it('sends a user without an analytics permission to /permission', async () => {
    await renderSection({ feature, path: '/dashboard/overview', permissions: ['tickets:tickets:view'] });
    await waitFor(() => expect(location()).toHaveTextContent('/permission'));
  });

  it('shows the title in the chosen language', async () => {
    const { setLanguage } = await import('@switchboard/shared/i18n');
    await renderSection({ feature, path: '/dashboard/overview', permissions: ['analytics:statusDashboard:view'] });
    // French is a lazy chunk: `setLanguage` fetches it before it switches.
    await act(() => setLanguage('fr-fr'));
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Tableau de bord'));
    await act(() => setLanguage('en-us'));
  });
});
