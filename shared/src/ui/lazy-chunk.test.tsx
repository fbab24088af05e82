import { Component, lazy, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/index.js';
import { ChunkErrorBoundary, CHUNK_RETRIES, loadChunk, preloadableLazy } from './lazy-chunk.js';

beforeAll(() => initI18n());

/** A chunk request the network drops `failures` times before it arrives. */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw Object.assign(new Error(`Loading chunk 42 failed (${calls})`), { name: 'ChunkLoadError' });
    return { default: 'the screen' };
  });
  return load;
}

it('asks again for a chunk the network dropped, and gets it', async () => {
  const load = flakyChunk(CHUNK_RETRIES);
  await expect(loadChunk(load, 1)).resolves.toEqual({ default: 'the screen' });
  expect(load).toHaveBeenCalledTimes(CHUNK_RETRIES + 1);
});

it('gives up after the retries with the last failure', async () => {
  const load = flakyChunk(CHUNK_RETRIES + 1);
  await expect(loadChunk(load, 1)).rejects.toThrow(`Loading chunk 42 failed (${CHUNK_RETRIES + 1})`);
  expect(load).toHaveBeenCalledTimes(CHUNK_RETRIES + 1);
});

function Broken(): never {
  throw Object.assign(new Error('Loading chunk 42 failed'), { name: 'ChunkLoadError' });
}

it('says a part that could not be loaded failed, and offers to try again, instead of an empty page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onRetry = jest.fn();
  render(
    <ChunkErrorBoundary onRetry={onRetry}>
      <Broken />
    </ChunkErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
  expect(screen.getByRole('alert')).toHaveTextContent('Check your connection, then try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('with chunksOnly, says a chunk that could not be had, and lets a screen’s own crash through to the boundary above', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  class Above extends Component<{ children: ReactNode }, { error: string | null }> {
    override state = { error: null as string | null };
    static getDerivedStateFromError(error: Error) {
      return { error: error.message };
    }
    override render() {
      return this.state.error ? <p data-testid="above">{this.state.error}</p> : this.props.children;
    }
  }
  const Crashing = (): never => {
    throw new Error('render bug');
  };
  const view = render(
    <Above>
      <ChunkErrorBoundary chunksOnly>
        <Crashing />
      </ChunkErrorBoundary>
    </Above>,
  );
  expect(screen.getByTestId('above')).toHaveTextContent('render bug');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  view.unmount();

  const Missing = lazy(() => loadChunk(flakyChunk(CHUNK_RETRIES + 1), 1).then(() => ({ default: () => null })));
  render(
    <Above>
      <ChunkErrorBoundary chunksOnly>
        <Suspense fallback={null}>
          <Missing />
        </Suspense>
      </ChunkErrorBoundary>
    </Above>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
  expect(screen.queryByTestId('above')).not.toBeInTheDocument();
});

describe('preloadableLazy', () => {
  const Screen = ({ name }: { name: string }) => <p>{name} screen</p>;
  /** Renders `Part` under a Suspense whose fallback records each time it is shown. */
  function renderCounting(Part: ReturnType<typeof preloadableLazy<{ name: string }>>) {
    const shown = jest.fn();
    function Fallback() {
      shown();
      return <p>loading</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Part name="list" />
      </Suspense>,
    );
    return shown;
  }

  it('draws a part whose code is already in at once, without a fallback (React would hold its reveal 300 ms)', async () => {
    const load = jest.fn(async () => Screen);
    const Part = preloadableLazy(load);
    await Part.preload();
    const shown = renderCounting(Part);
    expect(screen.getByText('list screen')).toBeInTheDocument();
    expect(shown).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while code asked for on its first render comes, and fetches it once', async () => {
    const load = jest.fn(async () => Screen);
    const Part = preloadableLazy(load);
    const shown = renderCounting(Part);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('list screen')).toBeInTheDocument();
    expect(shown).toHaveBeenCalled();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits behind the fallback for what else its first render needs, even when its code is in', async () => {
    let release = () => {};
    const strings = new Promise<void>((resolve) => {
      release = resolve;
    });
    let missing = true;
    const Part = preloadableLazy(async () => Screen, { alsoWaitFor: () => (missing ? strings : undefined) });
    await Part.preload();
    renderCounting(Part);
    expect(screen.getByText('loading')).toBeInTheDocument();
    missing = false;
    release();
    expect(await screen.findByText('list screen')).toBeInTheDocument();
  });

  it('asks again on its render for code whose preload failed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Screen);
    const Part = preloadableLazy(load as () => Promise<typeof Screen>);
    await expect(Part.preload()).rejects.toThrow('offline');
    renderCounting(Part);
    expect(await screen.findByText('list screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
