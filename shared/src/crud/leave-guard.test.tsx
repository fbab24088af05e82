import { render } from '@testing-library/react';
import { leaveThen, registerLeaveGuard, useLeaveGuardRegistration } from './leave-guard';

it('goes at once when no screen has unsaved input', () => {
  const go = jest.fn();
  leaveThen(go);
  expect(go).toHaveBeenCalledTimes(1);
});

it('lets a dirty screen ask first; going happens only when the user agrees', () => {
  let pending: (() => void) | null = null;
  const unregister = registerLeaveGuard((go) => {
    pending = go;
    return true;
  });
  const go = jest.fn();
  leaveThen(go);
  expect(go).not.toHaveBeenCalled();
  pending!();
  expect(go).toHaveBeenCalledTimes(1);
  unregister();
  leaveThen(go);
  expect(go).toHaveBeenCalledTimes(2);
});

function Form({ dirty, ask }: { dirty: boolean; ask: (go: () => void) => void }) {
  useLeaveGuardRegistration(() => dirty, ask);
  return null;
}

it('a mounted screen is asked only while it is dirty, and never after it unmounts', () => {
  const ask = jest.fn();
  const go = jest.fn();
  const view = render(<Form dirty={false} ask={ask} />);
  leaveThen(go);
  expect(ask).not.toHaveBeenCalled();
  expect(go).toHaveBeenCalledTimes(1);

  view.rerender(<Form dirty ask={ask} />);
  leaveThen(go);
  expect(ask).toHaveBeenCalledTimes(1);
  expect(go).toHaveBeenCalledTimes(1);

  view.unmount();
  leaveThen(go);
  expect(go).toHaveBeenCalledTimes(2);
});
