import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DivisionWriteRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, currentLocation, mockHttp, renderScreens, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { DivisionDetailsScreen } from './division-details-screen';
import { DIVISION_PERMISSIONS, HOME, makeDivision, NOT_FOUND, optionsReply } from './test-divisions';

const NORTH = makeDivision(2, { name: 'North', description: 'Northern office', ticketCount: 5, categoryCount: 1, userGroupCount: 4 });
const HEAD_OFFICE = { ...HOME, name: 'Head office' };

function server() {
  return mockHttp((request) => {
    const { method, url } = request;
    if (method === 'get' && url === 'divisions/options') return optionsReply(HEAD_OFFICE, NORTH);
    if (method === 'get' && url === `divisions/${NORTH.id}`) return { status: 200, data: NORTH };
    if (method === 'get' && url === `divisions/${HOME.id}`) return { status: 200, data: HEAD_OFFICE };
    if (method === 'put' && url === `divisions/${NORTH.id}`) return { status: 200, data: { ...NORTH, name: 'North-East' } };
    if (method === 'delete' && url === `divisions/${NORTH.id}`) {
      return { status: 200, data: { id: NORTH.id, home: { id: HOME.id, name: 'Head office' }, ticketCount: 5, categoryCount: 1, userGroupCount: 4, assignmentsTrimmed: 0, assignmentsRemoved: 0 } };
    }
    return NOT_FOUND;
  });
}

async function render(id = NORTH.id, permissions = DIVISION_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, `/settings/divisions/details/${id}`, {
    '/settings/divisions/details/:id': <DivisionDetailsScreen />,
    '/settings/divisions/list': <p>divisions list</p>,
  });
}

describe('DivisionDetailsScreen', () => {
  it('shows what belongs to the division and saves a new name', async () => {
    const seen = server();
    await render();
    expect(await screen.findByTestId('division-counts')).toHaveTextContent('Tickets: 5 · categories: 1 · user groups: 4');
    fireEvent.change(screen.getByTestId('division-name'), { target: { value: 'North-East' } });
    fireEvent.click(screen.getByTestId('division-save'));
    expect(await screen.findByText('Division saved')).toBeInTheDocument();
    expect(bodiesSentTo<DivisionWriteRequest>(seen.filter((request) => request.method === 'put'), `divisions/${NORTH.id}`)).toEqual([{ name: 'North-East', description: 'Northern office' }]);
  });

  it('asks before deleting, saying what moves to Home, then goes back to the list', async () => {
    const seen = server();
    await render();
    fireEvent.click(await screen.findByTestId('division-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the division North?');
    await waitFor(() => expect(dialog).toHaveTextContent('Its tickets (5), categories (1) and user groups (4) move to Head office.'));
    expect(dialog).toHaveTextContent('a role left with no division is taken away');
    expect(seen.some((request) => request.method === 'delete')).toBe(false);
    fireEvent.click(screen.getByTestId('division-delete-confirm'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/divisions/list'));
    expect(seen.filter((request) => request.method === 'delete')).toHaveLength(1);
  });

  it('tags Home, explains it, and offers no delete for it', async () => {
    server();
    await render(HOME.id);
    expect(await screen.findByTestId('division-home-hint')).toHaveTextContent('It can be renamed but not deleted.');
    expect(screen.getAllByTestId('division-home-tag').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('division-delete')).not.toBeInTheDocument();
  });

  it('is read-only without the edit permission', async () => {
    server();
    await render(NORTH.id, ['directory:divisions:view']);
    expect(await screen.findByTestId('division-description-text')).toHaveTextContent('Northern office');
    expect(screen.queryByTestId('division-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('division-delete')).not.toBeInTheDocument();
  });
});
