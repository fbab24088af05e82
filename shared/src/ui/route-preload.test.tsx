import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import type { RemoteFeature } from './feature.js';
import { lazyScreen, preloadFeatureRoute, preloadSectionRoute } from './route-preload.js';

/** A screen whose chunk is a jest function resolving to a module with `Screen`. */
function screenChunk(text: string) {
  const load = jest.fn(async () => ({ Screen: () => <p>{text}</p> }));
  return { load, Component: lazyScreen(load, (module) => module.Screen) };
}

function featureWith(chunks: Record<string, ReturnType<typeof screenChunk>>): RemoteFeature {
  return {
    id: 'tickets',
    sections: [
      {
        prefix: 'tickets',
        routes: [
          { path: '', redirectTo: 'list' },
          { path: 'list', Component: chunks.list!.Component },
          { path: 'details/:id', Component: chunks.details!.Component },
          { path: 'details/new', Component: chunks.create!.Component },
          { path: 'old-list', redirectTo: '/tickets/list' },
        ],
      },
      { prefix: 'categories', routes: [{ path: 'list', Component: chunks.categories!.Component }] },
    ],
    i18n: { namespace: 'test', resources: {} },
  } as unknown as RemoteFeature;
}

const chunks = () => ({ list: screenChunk('list'), details: screenChunk('details'), create: screenChunk('create'), categories: screenChunk('categories') });
const fetched = (all: ReturnType<typeof chunks>) => Object.entries(all).flatMap(([name, chunk]) => (chunk.load.mock.calls.length > 0 ? [name] : []));

it("fetches only the code of the screen at the address, in the section that serves it", () => {
  const all = chunks();
  preloadFeatureRoute(featureWith(all), '/categories/list');
  expect(fetched(all)).toEqual(['categories']);
});

it('ranks a written-out segment over a parameter, as the router does', () => {
  const all = chunks();
  preloadFeatureRoute(featureWith(all), '/tickets/details/new');
  expect(fetched(all)).toEqual(['create']);
  preloadFeatureRoute(featureWith(all), '/tickets/details/42');
  expect(fetched(all)).toEqual(['details', 'create']);
});

it("follows a section's index and an absolute redirect to the screen they lead to", () => {
  const index = chunks();
  preloadFeatureRoute(featureWith(index), '/tickets');
  expect(fetched(index)).toEqual(['list']);
  const moved = chunks();
  preloadFeatureRoute(featureWith(moved), '/tickets/old-list');
  expect(fetched(moved)).toEqual(['list']);
});

it('fetches nothing for an address the feature does not serve', () => {
  const all = chunks();
  preloadFeatureRoute(featureWith(all), '/settings/users/list');
  preloadFeatureRoute(featureWith(all), '/tickets/list/extra');
  expect(fetched(all)).toEqual([]);
});

it('leaves a failed fetch to the screen, which asks again when it renders', async () => {
  let attempts = 0;
  const load = jest.fn(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('offline');
    return { Screen: () => <p>list</p> };
  });
  const List = lazyScreen(load, (module) => module.Screen);
  const feature = { id: 'tickets', sections: [{ prefix: 'tickets', routes: [{ path: 'list', Component: List }] }], i18n: { namespace: 'test', resources: {} } } as unknown as RemoteFeature;
  preloadFeatureRoute(feature, '/tickets/list');
  await Promise.resolve();
  render(
    <Suspense fallback={<p>loading</p>}>
      <List />
    </Suspense>,
  );
  expect(await screen.findByText('list')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it("fetches the code of the screen at a path of a section's own table, under the section's base", () => {
  const all = chunks();
  const routes = featureWith(all).sections[0]!.routes;
  preloadSectionRoute(routes, '/tickets', '/tickets/details/42');
  expect(fetched(all)).toEqual(['details']);
  preloadSectionRoute(routes, '/tickets', '/tickets');
  expect(fetched(all)).toEqual(['list', 'details']);
  preloadSectionRoute(routes, '/tickets', '/categories/list');
  expect(fetched(all)).toEqual(['list', 'details']);
});
