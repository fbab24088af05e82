import { act, renderHook } from '@testing-library/react';
import { useIdempotentSend } from './use-idempotent-send.js';

it('keeps the key for the very same body after a failure, takes a new one after a success, and says when it is sending', async () => {
  const keys: string[] = [];
  let fail = true;
  let n = 0;
  const send = jest.fn(async (_payload: { title: string }, key: string) => {
    keys.push(key);
    if (fail) throw new Error('lost answer');
    return 'filed';
  });
  const { result } = renderHook(() => useIdempotentSend(send, () => `k${++n}`));
  expect(result.current.sending).toBe(false);

  await act(() => expect(result.current.send({ title: 'Late parcel' })).rejects.toThrow('lost answer'));
  expect(result.current.sending).toBe(false);
  fail = false;
  let pending!: Promise<string>;
  act(() => {
    pending = result.current.send({ title: 'Late parcel' });
  });
  expect(result.current.sending).toBe(true);
  await act(async () => expect(await pending).toBe('filed'));
  await act(() => result.current.send({ title: 'Late parcel' }));

  expect(keys).toEqual(['k1', 'k1', 'k2']);
  expect(result.current.sending).toBe(false);
});
