import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, testUser } from '../test-utils/render-shell';

it('Escape inside the profile popover closes it and gives focus back to the profile button', async () => {
  await renderShell('/permission', { user: testUser(['tickets:tickets:view']) });
  const button = await screen.findByTestId('profile-button');
  fireEvent.click(button);
  const popover = await screen.findByTestId('profile-popover');
  const language = within(popover).getByRole('combobox');
  language.focus();
  fireEvent.keyDown(language, { key: 'Escape' });
  expect(button).toHaveFocus();
  await waitFor(() => expect(popover.closest('.ant-popover')?.className).toMatch(/ant-popover-hidden|leave/));
});
