import { act, screen, waitFor } from '@testing-library/react';
import { api } from '@switchboard/shared/client';
import { renderShell, testUser } from '../test-utils/render-shell';

it('shows a coded API error of a signed-in screen as one toast, though the frame draws without antd', async () => {
  await renderShell('/tickets/list', { user: testUser(['tickets:tickets:view']), notifyApiErrors: true });
  await screen.findByTestId('sidebar');
  expect(document.querySelector('.ant-notification-notice')).toBeNull();
  // Any screen's call the server refuses with a code (the in-memory API answers 404 NOT_FOUND).
  await act(() => api.get('tickets/no-such-thing').catch(() => undefined));
  await waitFor(() => expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1));
  await act(() => api.get('tickets/no-such-thing').catch(() => undefined));
  await waitFor(() => expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(2));
});
