import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ALL_PERMISSIONS } from '@switchboard/shared/contracts';
import { preloadableLazy } from '@switchboard/shared/ui';
import { renderShell, testUser } from '../test-utils/render-shell';
import { fetchRemoteFeature, RemoteLoadError } from './federation-runtime';

// The federation runtime is the edge; everything above it (cache, retry, panel, layout) is real.
jest.mock('./federation-runtime', () => {
  const actual = jest.requireActual('./federation-runtime');
  return { ...actual, fetchRemoteFeature: jest.fn() };
});
const fetchFeature = fetchRemoteFeature as jest.MockedFunction<typeof fetchRemoteFeature>;

function featureOf(id: 'tickets' | 'settings', prefixes: string[]) {
  const { createElement } = jest.requireActual('react');
  return {
    id,
    sections: prefixes.map((prefix) => ({
      prefix,
      routes: [{ path: '*', Component: () => createElement('p', null, `${prefix} screen`) }],
    })),
    i18n: { namespace: `test-${id}`, resources: {} },
  } as unknown as Awaited<ReturnType<typeof fetchRemoteFeature>>;
}

const location = () => screen.getByTestId('location').textContent;

describe('remote sections', () => {
  it('shows the retry panel inside the layout when a remote fails, and Retry loads it again', async () => {
    fetchFeature.mockImplementation(async (id) => {
      if (id === 'tickets') throw new RemoteLoadError('tickets', new Error('manifest 502'));
      return featureOf('settings', ['settings']);
    });
    await renderShell('/tickets/list', { user: testUser(ALL_PERMISSIONS) });

    expect(await screen.findByTestId('remote-error')).toHaveTextContent('This section could not be loaded');
    expect(fetchFeature).toHaveBeenCalledTimes(1);
    // The rest of the app keeps working: top bar and sidebar are there, another remote opens.
    expect(screen.getByTestId('profile-button')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('nav-settings'));
    expect(await screen.findByText('settings screen')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('nav-tickets'));
    await waitFor(() => expect(location()).toBe('/tickets'));
    expect(await screen.findByTestId('remote-error')).toBeInTheDocument();

    // The remote comes back: Retry really asks the runtime again, afresh.
    fetchFeature.mockImplementation(async (id) => featureOf(id as 'tickets', ['tickets', 'categories', 'customers']));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('tickets screen')).toBeInTheDocument();
    expect(fetchFeature).toHaveBeenLastCalledWith('tickets', { fresh: true });
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });

  it('loads a remote once and reuses it for its other prefixes', async () => {
    fetchFeature.mockClear();
    await renderShell('/categories/list', { user: testUser(ALL_PERMISSIONS) });
    expect(await screen.findByText('categories screen')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('nav-customers'));
    expect(await screen.findByText('customers screen')).toBeInTheDocument();
    // tickets was loaded by the previous test: the cache answers, the runtime is not asked again.
    expect(fetchFeature).not.toHaveBeenCalled();
  });

  it('keeps its spinner until the code of the screen at the address is in, then draws that screen at once', async () => {
    const { createElement } = jest.requireActual('react');
    let deliver = () => {};
    const code = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const Screen = preloadableLazy(() => code.then(() => () => createElement('p', null, 'hub screen')));
    fetchFeature.mockImplementation(async () => ({ ...featureOf('settings', []), id: 'hub', sections: [{ prefix: 'hub', routes: [{ path: '*', Component: Screen }] }] }));
    await renderShell('/hub/tickets', { user: testUser(ALL_PERMISSIONS) });
    await waitFor(() => expect(fetchFeature).toHaveBeenCalledWith('hub', expect.anything()));
    // The remote is in; its screen's code is not: the section's one loading state stays.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
    deliver();
    expect(await screen.findByText('hub screen')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-loading')).not.toBeInTheDocument();
  });

  it('keeps a crashing remote screen inside an error panel', async () => {
    const Crashing = () => {
      throw new Error('render bug');
    };
    fetchFeature.mockImplementation(async () => ({
      ...featureOf('settings', []),
      sections: [{ prefix: 'dashboard', routes: [{ path: '*', Component: Crashing }] }],
      id: 'dashboard',
    }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShell('/dashboard/overview', { user: testUser(ALL_PERMISSIONS) });
    expect(await screen.findByTestId('remote-error')).toHaveTextContent('render bug');
    expect(screen.getByTestId('nav-tickets')).toBeInTheDocument();
  });
});
