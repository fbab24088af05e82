import { Component, lazy, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/index.js';
import { ChunkErrorBoundary, CHUNK_RETRIES, loadChunk } from './lazy-chunk.js';

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
