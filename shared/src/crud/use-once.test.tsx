import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { useOnceOnMount } from './use-once';

function AsksOnce({ ask, label }: { ask: () => void; label: string }) {
  useOnceOnMount(ask);
  return <p>{label}</p>;
}

it('runs once as the part appears, though strict mode runs effects twice, and not again when it draws again', () => {
  const ask = jest.fn();
  const view = render(
    <StrictMode>
      <AsksOnce ask={ask} label="first" />
    </StrictMode>,
  );
  view.rerender(
    <StrictMode>
      <AsksOnce ask={ask} label="second" />
    </StrictMode>,
  );
  expect(ask).toHaveBeenCalledTimes(1);
});
