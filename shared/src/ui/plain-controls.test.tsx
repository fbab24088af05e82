import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitAlert, KitButton, KitEmpty, KitResult } from './plain-controls.js';

it('a plain button presses once, not while busy, and names an icon-only button by its label', async () => {
  const onClick = jest.fn();
  const view = render(
    <KitButton aria-label="Refresh" icon={<span>↻</span>} onClick={onClick}>
      {null}
    </KitButton>,
  );
  const button = screen.getByRole('button', { name: 'Refresh' });
  expect(button).toHaveAttribute('data-icon-only');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);

  view.rerender(
    <KitButton aria-label="Refresh" icon={<span>↻</span>} onClick={onClick} loading>
      {null}
    </KitButton>,
  );
  expect(button).toHaveAttribute('aria-busy', 'true');
  // Neither a pointer (the style lets none through) nor the keyboard's press reaches it.
  button.click();
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('says an empty place, a failure beside content (announced) and a failed place with its way out', async () => {
  const retry = jest.fn();
  render(
    <>
      <KitEmpty description="No tickets yet" testId="empty">
        <KitButton>New ticket</KitButton>
      </KitEmpty>
      <KitAlert title="Tickets could not be loaded" description="Database is busy" action={<KitButton onClick={retry}>Retry</KitButton>} />
      <KitResult status="warning" title="The section could not be loaded" hint="Check your connection" extra={<KitButton>Try again</KitButton>} />
    </>,
  );
  expect(screen.getByTestId('empty')).toHaveTextContent('No tickets yet');
  expect(screen.getByRole('alert')).toHaveTextContent('Tickets could not be loaded');
  expect(screen.getByRole('alert')).toHaveTextContent('Database is busy');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'The section could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
