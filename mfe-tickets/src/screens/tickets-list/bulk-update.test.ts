import { bulkPatch } from './bulk-update';

it('patches every ticket, counts failures and reports progress', async () => {
  const calls: string[] = [];
  const progress: number[] = [];
  const result = await bulkPatch(
    ['a', 'b', 'c', 'd', 'e'],
    { statusId: 's' },
    async (id, change) => {
      calls.push(`${id}:${change.statusId}`);
      if (id === 'c') throw new Error('nope');
    },
    (done) => progress.push(done),
    2,
  );
  expect(calls.sort()).toEqual(['a:s', 'b:s', 'c:s', 'd:s', 'e:s']);
  expect(result.succeeded.sort()).toEqual(['a', 'b', 'd', 'e']);
  expect(result.failed).toEqual(['c']);
  expect(progress).toEqual([1, 2, 3, 4, 5]);
});

it('does nothing for no tickets', async () => {
  const patch = jest.fn();
  expect(await bulkPatch([], { priority: null }, patch)).toEqual({ succeeded: [], failed: [] });
  expect(patch).not.toHaveBeenCalled();
});
