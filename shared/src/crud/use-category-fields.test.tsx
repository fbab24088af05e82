import { act, renderHook } from '@testing-library/react';
import type { CategoryDetails } from '../contracts/index.js';
import { useCategoryFields } from './use-category-fields.js';

const category = (id: string, key: string) => ({ id, name: `Category ${id}`, fields: [{ id: `f-${key}`, key, name: key, type: 'text' }] }) as unknown as CategoryDetails;

it('keeps only the answer for the latest choice, and tells the form its fields each time', async () => {
  const answers = new Map<string, (value: CategoryDetails) => void>();
  const fetchCategory = (id: string) => new Promise<CategoryDetails>((resolve) => answers.set(id, resolve));
  const onFields = jest.fn();
  const { result } = renderHook(() => useCategoryFields(fetchCategory, { onFields, onFailed: () => false }));

  let first!: Promise<void>;
  let second!: Promise<void>;
  act(() => {
    first = result.current.load('a');
    second = result.current.load('b');
  });
  expect(result.current.state).toEqual({ status: 'loading', categoryId: 'b' });
  await act(async () => {
    answers.get('b')!(category('b', 'invoice'));
    await second;
    answers.get('a')!(category('a', 'order'));
    await first;
  });
  expect(result.current.state).toMatchObject({ status: 'ready', categoryId: 'b' });
  expect(onFields).toHaveBeenCalledTimes(1);
  expect(onFields.mock.calls[0][0].map((field: { key: string }) => field.key)).toEqual(['invoice']);

  await act(() => result.current.load(null));
  expect(result.current.state).toEqual({ status: 'none' });
  expect(onFields).toHaveBeenLastCalledWith([]);
});

it('marks a failed load unless the caller dealt with the error itself', async () => {
  const onFields = jest.fn();
  let handled = false;
  const { result } = renderHook(() => useCategoryFields(() => Promise.reject(new Error('offline')), { onFields, onFailed: () => handled }));

  await act(() => result.current.load('a'));
  expect(result.current.state).toEqual({ status: 'failed', categoryId: 'a' });
  expect(onFields).toHaveBeenLastCalledWith([]);

  handled = true;
  onFields.mockClear();
  await act(() => result.current.load('b'));
  expect(result.current.state).toEqual({ status: 'loading', categoryId: 'b' });
  expect(onFields).not.toHaveBeenCalled();
});
