import { renderHook, waitFor } from '@testing-library/react';
import { lookupsApi } from '../api';
import { useCategories, useStatuses } from './use-lookups';

afterEach(() => jest.restoreAllMocks());

it('loads a pick list once, however often the screen renders', async () => {
  const statuses = jest.spyOn(lookupsApi, 'statuses').mockResolvedValue({ entities: [] } as never);
  const { result, rerender } = renderHook(() => useStatuses());
  rerender();
  rerender();
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(statuses).toHaveBeenCalledTimes(1);
});

it('waits until enabled, and loads again when asked for active categories only', async () => {
  const categories = jest.spyOn(lookupsApi, 'categories').mockResolvedValue({ entities: [{ id: 'c1', name: 'Billing' }] } as never);
  const { result, rerender } = renderHook(({ enabled, activeOnly }) => useCategories(enabled, activeOnly), {
    initialProps: { enabled: false, activeOnly: false },
  });
  expect(categories).not.toHaveBeenCalled();
  rerender({ enabled: true, activeOnly: false });
  await waitFor(() => expect(result.current.items).toHaveLength(1));
  rerender({ enabled: true, activeOnly: true });
  await waitFor(() => expect(categories).toHaveBeenCalledTimes(2));
  expect(categories).toHaveBeenLastCalledWith(true);
});

it('leaves the list empty and says it failed when the call fails', async () => {
  jest.spyOn(lookupsApi, 'statuses').mockRejectedValue(new Error('offline'));
  const { result } = renderHook(() => useStatuses());
  await waitFor(() => expect(result.current).toEqual({ items: [], loading: false, failed: true }));
});
