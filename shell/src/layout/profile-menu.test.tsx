import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, testUser } from '../test-utils/render-shell';

it('Escape inside the profile popover closes it and gives focus back to the profile button', async () => {
  await renderShell('/permission', { user: testUser(['tickets:tickets:view']) });
  const button = await screen.findByTestId('profile-button');
  fireEvent.click(button);
  const popover = await screen.findByTestId('profile-popover');
  const language = await within(popover).findByRole('combobox');
  language.focus();
  fireEvent.keyDown(language, { key: 'Escape' });
  expect(button).toHaveFocus();
  await waitFor(() => expect(screen.queryByTestId('profile-popover')).not.toBeInTheDocument());
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes the profile panel on a press outside it, not on one inside it or in its language list', async () => {
  await renderShell('/permission', { user: testUser(['tickets:tickets:view']) });
  const button = await screen.findByTestId('profile-button');
  fireEvent.click(button);
  const popover = await screen.findByTestId('profile-popover');
  expect(within(popover).getByTestId('profile-email')).toHaveTextContent('ada@example.com');
  fireEvent.pointerDown(within(popover).getByTestId('profile-name'));
  fireEvent.mouseDown(await within(popover).findByRole('combobox'));
  fireEvent.pointerDown(await screen.findByTitle('Deutsch'));
  expect(screen.getByTestId('profile-popover')).toBeInTheDocument();
  fireEvent.pointerDown(document.body);
  await waitFor(() => expect(screen.queryByTestId('profile-popover')).not.toBeInTheDocument());
  expect(button).toHaveAttribute('aria-expanded', 'false');
});
