import { screen, within } from '@testing-library/react';
import { formatDate } from '@switchboard/shared/format';
import { useSession } from '@switchboard/shared/session';
import { clientTicket, renderHub } from '../../test-support';
import { TicketCard } from './ticket-card';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');

afterEach(() => useSession.getState().setLang('en-us'));

/** The card on an English page, or an Arabic (right-to-left) one. */
function renderCard(overrides: Parameters<typeof clientTicket>[4], direction: 'ltr' | 'rtl' = 'ltr') {
  useSession.getState().setLang(direction === 'rtl' ? 'ar-ae' : 'en-us');
  const ticket = clientTicket(7, 'in_progress', '2026-11-20T09:00:00', null, overrides);
  return renderHub('/hub/tickets', { '/hub/tickets': <TicketCard ticket={ticket} now={NOW} /> });
}

const card = () => within(screen.getByTestId('ticket-card'));

it('shows the category, the priority and the last activity, relative with the exact time on hover', async () => {
  await renderCard({ categoryName: 'Delivery', priority: 'High', lastActivityAt: '2026-11-26T11:55:00.000Z' });

  expect(screen.getByTestId('ticket-card-category')).toHaveTextContent('Category: Delivery');
  expect(screen.getByTestId('ticket-card-priority')).toHaveTextContent('Priority: High');
  const activity = screen.getByTestId('ticket-card-activity');
  expect(activity).toHaveTextContent('Last activity 5 minutes ago');
  const time = activity.querySelector('time')!;
  expect(time).toHaveAttribute('dateTime', '2026-11-26T11:55:00.000Z');
  expect(time).toHaveAttribute('title', formatDate('2026-11-26T11:55:00.000Z'));
});

it('leaves out category and priority the ticket has not', async () => {
  await renderCard({ categoryName: null, priority: null });
  expect(screen.queryByTestId('ticket-card-category')).not.toBeInTheDocument();
  expect(screen.queryByTestId('ticket-card-priority')).not.toBeInTheDocument();
  expect(screen.getByTestId('ticket-card-activity')).toHaveTextContent('Last activity');
});

it('shows a priority the organisation named itself as it is', async () => {
  await renderCard({ priority: 'Urgent' });
  expect(screen.getByTestId('ticket-card-priority')).toHaveTextContent('Priority: Urgent');
});

it('marks a ticket with a new reply from support, and only that one', async () => {
  const { unmount } = await renderCard({ newReply: true });
  expect(card().getByTestId('ticket-new-reply')).toHaveTextContent('New reply from support');
  expect(screen.getByTestId('ticket-card')).toHaveAttribute('data-new-reply', 'true');
  // The marker is part of the link's text, so a screen reader announces it with the ticket.
  expect(screen.getByRole('link')).toHaveTextContent(/New reply from support/);
  unmount();

  await renderCard({ newReply: false });
  expect(screen.queryByTestId('ticket-new-reply')).not.toBeInTheDocument();
  expect(screen.getByTestId('ticket-card')).not.toHaveAttribute('data-new-reply');
});

it('isolates the customer title and the category name, so an English title keeps its punctuation and its end is cut in Arabic', async () => {
  await renderCard({ title: 'Refund not received!', categoryName: 'Billing (EU)' }, 'rtl');
  const title = screen.getByTestId('ticket-card-title');
  expect(title).toHaveAttribute('dir', 'auto');
  expect(title).toHaveTextContent('Refund not received!');
  // Its own direction is its text's (LTR, so an ellipsis cuts its end): no class forces the page's
  // direction onto it; it lines up with the Arabic page's start.
  expect(title.className).toBe('');
  expect(title).toHaveStyle({ textAlign: 'right', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  expect(title).toHaveAttribute('title', 'Refund not received!');
  const category = screen.getByTestId('ticket-card-category').querySelector('bdi');
  expect(category).toHaveTextContent('Billing (EU)');
  // The card's arrow points the way the Arabic page reads.
  expect(screen.getByTestId('ticket-card').querySelector('svg[data-icon="arrow-left"]')).not.toBeNull();
  expect(screen.getByTestId('ticket-card').querySelector('svg[data-icon="arrow-right"]')).toBeNull();
});
