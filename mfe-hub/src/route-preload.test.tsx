import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, renderSection } from '@switchboard/test-utils';
import { feature } from './feature';
import { CreateTicketScreen, TicketDetailsScreen } from './signed-in-area';
import { clientTicket, signInTestCustomer } from './test-support';

it("asks for a ticket's screen as the pointer or the focus reaches its card, and for the complaint form as it reaches “Raise an issue”", async () => {
  const ticket = clientTicket(12, 'open', '2025-11-22T14:05:00');
  mockHttp((request) => (request.url === 'client/tickets' ? { status: 200, data: { entities: [ticket], totalCount: 1, pageNumber: 1, pageSize: 10 } } : { status: 200, data: {} }));
  signInTestCustomer();
  const details = jest.spyOn(TicketDetailsScreen, 'preload');
  const create = jest.spyOn(CreateTicketScreen, 'preload');

  await renderSection({ feature, path: '/hub/tickets', permissions: [] });
  const card = await screen.findByTestId('ticket-card');
  expect(details).not.toHaveBeenCalled();
  await userEvent.hover(card);
  expect(details).toHaveBeenCalledTimes(1);
  act(() => card.focus());
  expect(details).toHaveBeenCalledTimes(2);

  expect(create).not.toHaveBeenCalled();
  act(() => screen.getByRole('button', { name: 'Raise an issue' }).focus());
  expect(create).toHaveBeenCalledTimes(1);
  // Nothing opened on the way.
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/hub\/tickets$/);
});
