import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInKitFrame, resetSession, signIn } from '../test-utils/index.js';
import { ColumnChooser, useColumnChoice, type ChoosableColumn } from './column-chooser';
import { columnMemoryKey } from './column-memory';

const COLUMNS: ChoosableColumn[] = [
  { key: 'name', label: 'Name', defaultShown: true },
  { key: 'email', label: 'Email', defaultShown: false },
];

function Probe({ columns = COLUMNS }: { columns?: ChoosableColumn[] }) {
  const choice = useColumnChoice('probe', columns);
  return (
    <>
      <output data-testid="shown">{[...choice.shown].join(',')}</output>
      <ColumnChooser choice={choice} testId="probe-columns" />
    </>
  );
}

beforeEach(() => {
  resetSession();
  signIn();
});

it('keeps at least one column: with no column always shown, the last one on screen cannot be hidden', async () => {
  await renderInKitFrame(<Probe />);
  expect(screen.getByTestId('shown')).toHaveTextContent(/^name$/);
  fireEvent.click(screen.getByTestId('probe-columns'));
  const panel = await screen.findByTestId('probe-columns-panel');
  expect(panel).toHaveTextContent('Columns shown');
  const box = (key: string) => panel.querySelector<HTMLInputElement>(`input[data-column="${key}"]`)!;
  expect(box('name')).toBeDisabled();
  fireEvent.click(box('email'));
  await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent(/^name,email$/));
  expect(JSON.parse(localStorage.getItem(columnMemoryKey('probe', 'user-1'))!)).toEqual({ email: true });
  expect(box('name')).toBeEnabled();
  fireEvent.click(box('name'));
  await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent(/^email$/));
  expect(box('email')).toBeDisabled();
  fireEvent.click(screen.getByTestId('probe-columns-reset'));
  await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent(/^name$/));
  expect(localStorage.getItem(columnMemoryKey('probe', 'user-1'))).toBeNull();
});

it('shows one column even when the stored choice hides them all, and never offers an always-shown column', async () => {
  localStorage.setItem(columnMemoryKey('probe', 'user-1'), JSON.stringify({ name: false, email: false }));
  const first = await renderInKitFrame(<Probe />);
  expect(screen.getByTestId('shown')).toHaveTextContent(/^name$/);
  first.unmount();

  await renderInKitFrame(<Probe columns={[{ ...COLUMNS[0], always: true }, COLUMNS[1]]} />);
  fireEvent.click(screen.getByTestId('probe-columns'));
  const panel = await screen.findByTestId('probe-columns-panel');
  expect(panel.querySelector('input[data-column="name"]')).toBeNull();
  expect(panel.querySelector<HTMLInputElement>('input[data-column="email"]')).toBeEnabled();
});
