import { api } from '@switchboard/shared/client';
import type { MockRequest } from '@switchboard/test-utils';
import { crudApi } from './crud-api.js';

interface Thing {
  id: string;
  name: string;
}

function recordCalls(answer: (config: MockRequest) => unknown) {
  const seen: MockRequest[] = [];
  api.defaults.adapter = async (config) => {
    seen.push(config);
    return { data: answer(config), status: 200, config };
  };
  return seen;
}

it('sends each operation to the resource’s route, ids escaped, errors left to the screen', async () => {
  const seen = recordCalls((config) => ({ id: 'a/b', name: config.method }));
  const things = crudApi<{ searchRequest: { query?: string }; searchResponse: { entities: Thing[] }; details: Thing; write: { name: string } }>('things');
  await things.search({ query: 'x' });
  await things.get('a/b');
  await things.create({ name: 'New' });
  expect(await things.update('a/b', { name: 'Renamed' })).toEqual({ id: 'a/b', name: 'put' });
  await things.remove('a/b');
  expect(seen.map((config) => `${config.method} ${config.url} ${config.data ?? ''}`.trim())).toEqual([
    'post things/search {"query":"x"}',
    'get things/a%2Fb',
    'post things {"name":"New"}',
    'put things/a%2Fb {"name":"Renamed"}',
    'delete things/a%2Fb',
  ]);
  expect(seen.every((config) => (config as { skipErrorNotifier?: boolean }).skipErrorNotifier === true)).toBe(true);
});
