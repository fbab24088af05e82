import { act, screen } from '@testing-library/react';
import type { TicketSla } from '@switchboard/shared/contracts';
import { renderTickets } from '../test-support/render-tickets';
import { SlaBadge } from './sla-badge';

const MINUTE = 60_000;
const running = (remainingMs: number, extra: Partial<TicketSla> = {}): TicketSla => ({
  policy: { id: 'p1', name: 'Standard' },
  target: 'firstResponse',
  dueAt: '2026-11-23T11:00:00.000Z',
  remainingMs,
  breached: remainingMs <= 0,
  paused: false,
  running: true,
  resolved: false,
  ...extra,
});

const show = (sla: TicketSla | null) => renderTickets('/badge', { '/badge': <SlaBadge sla={sla} /> });

describe('SlaBadge', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the business time left, names the target, due date and policy, and counts down while the clock runs', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z'), doNotFake: ['queueMicrotask'] });
    await show(running(2 * 60 * MINUTE + 15 * MINUTE));
    const badge = await screen.findByTestId('sla-badge');
    expect(badge).toHaveTextContent('2 h 15 min left');
    expect(badge).toHaveAttribute('data-sla', 'running');
    expect(badge.getAttribute('aria-label')).toMatch(/First response due .* · Standard/);
    act(() => jest.advanceTimersByTime(90 * MINUTE));
    expect(screen.getByTestId('sla-badge')).toHaveTextContent('45 min left');
    expect(screen.getByTestId('sla-badge')).toHaveAttribute('data-sla', 'soon');
  });

  it('does not count down while the schedule is closed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z'), doNotFake: ['queueMicrotask'] });
    await show(running(3 * 60 * MINUTE, { running: false }));
    act(() => jest.advanceTimersByTime(60 * MINUTE));
    expect(screen.getByTestId('sla-badge')).toHaveTextContent('3 h 0 min left');
  });

  it('turns red with the time overdue once breached, and says "Paused" while a waiting status stops the clock', async () => {
    const { unmount } = await show(running(-(25 * MINUTE)));
    expect(await screen.findByTestId('sla-badge')).toHaveTextContent('25 min overdue');
    expect(screen.getByTestId('sla-badge')).toHaveAttribute('data-sla', 'breached');
    unmount();
    await show(running(0, { paused: true, running: false, target: null, dueAt: null, remainingMs: null, breached: false }));
    expect(await screen.findByTestId('sla-badge')).toHaveTextContent('Paused');
  });

  it('shows nothing for a ticket without a service level or once resolved', async () => {
    await show(running(MINUTE, { resolved: true }));
    expect(screen.queryByTestId('sla-badge')).not.toBeInTheDocument();
  });
});
