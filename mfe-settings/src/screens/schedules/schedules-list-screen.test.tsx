import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScheduleSearchRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, currentLocation, mockHttp, renderScreens, searchPageReply, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { SchedulesListScreen } from './schedules-list-screen';
import { makeSchedule, NOT_FOUND, SCHEDULE_PERMISSIONS } from './test-schedules';

const SUPPORT = makeSchedule(1, { name: 'Support desk', timeZone: 'America/New_York', slaPolicyCount: 3 });
const NIGHT = makeSchedule(2, { name: 'Night shift' });

async function render(permissions = SCHEDULE_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, '/settings/schedules/list', {
    '/settings/schedules/list': <SchedulesListScreen />,
    '/settings/schedules/details': <p>new schedule page</p>,
    '/settings/schedules/details/:id': <p>details page</p>,
  });
}

describe('SchedulesListScreen', () => {
  it('lists schedules with their time zone, searches by name and opens one', async () => {
    const seen = mockHttp((request) => (request.url === 'schedules/search' ? searchPageReply([SUPPORT, NIGHT]) : NOT_FOUND));
    await render();
    const rows = await screen.findAllByTestId('schedule-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('America/New_York')).toBeInTheDocument();
    expect(bodiesSentTo<ScheduleSearchRequest>(seen, 'schedules/search')).toEqual([{ pageNumber: 1, pageSize: 25 }]);

    const user = setupUser();
    await user.click(screen.getByTestId('schedules-search'));
    await user.paste('night');
    await waitFor(() => expect(bodiesSentTo<ScheduleSearchRequest>(seen, 'schedules/search').at(-1)).toEqual({ pageNumber: 1, pageSize: 25, query: 'night' }));

    fireEvent.click(within(screen.getAllByTestId('schedule-row')[1]).getByText('Night shift'));
    await waitFor(() => expect(currentLocation()).toBe(`/settings/schedules/details/${NIGHT.id}`));
  });

  it('offers "New schedule" from the empty list, which opens the create page', async () => {
    mockHttp((request) => (request.url === 'schedules/search' ? searchPageReply([]) : NOT_FOUND));
    await render();
    expect(await screen.findByText(/No schedules yet/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: /New schedule/ })[0]);
    await waitFor(() => expect(currentLocation()).toBe('/settings/schedules/details'));
  });

  it('offers no "New schedule" without the add permission', async () => {
    mockHttp((request) => (request.url === 'schedules/search' ? searchPageReply([SUPPORT]) : NOT_FOUND));
    await render(['organization:schedules:view']);
    await screen.findAllByTestId('schedule-row');
    expect(screen.queryByRole('button', { name: /New schedule/ })).not.toBeInTheDocument();
  });
});
