import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import type { DivisionSearchRequest, DivisionWriteRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, currentLocation, mockHttp, type MockReply, renderScreens, searchPageReply, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { DivisionsListScreen } from './divisions-list-screen';
import { DIVISION_PERMISSIONS, HOME, makeDivision, NOT_FOUND } from './test-divisions';

const NORTH = makeDivision(2, { name: 'North', description: 'Northern office', ticketCount: 5, categoryCount: 1, userGroupCount: 4 });

function server(options: { onCreate?: (body: DivisionWriteRequest) => MockReply } = {}) {
  let rows = [HOME, NORTH];
  return mockHttp((request) => {
    if (request.url === 'divisions/search') return searchPageReply(rows);
    if (request.method === 'post' && request.url === 'divisions') {
      const body = bodyOf<DivisionWriteRequest>(request);
      const reply = options.onCreate?.(body);
      if (reply) return reply;
      const created = makeDivision(3, { name: body.name, description: body.description ?? null });
      rows = [...rows, created];
      return { status: 201, data: created };
    }
    return NOT_FOUND;
  });
}

async function render(path = '/settings/divisions/list', permissions = DIVISION_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, path, {
    '/settings/divisions/list': <DivisionsListScreen />,
    '/settings/divisions/details/:id': <p>details page</p>,
  });
}

describe('DivisionsListScreen', () => {
  afterEach(() => act(() => setLanguage('en-us')));

  it('shows Home in the reader’s language while it keeps its seeded name', async () => {
    server();
    await render();
    await screen.findAllByTestId('division-row');
    await act(() => setLanguage('fr-fr'));
    await waitFor(() => expect(screen.getAllByTestId('division-row')[0]).toHaveTextContent('Division principale'));
    expect(screen.getAllByTestId('division-row')[1]).toHaveTextContent('North');
  });

  it('lists divisions with their ticket counts and the Home tag, searches and sorts through the URL, and opens one', async () => {
    const seen = server();
    await render('/settings/divisions/list?sort=createdAt:desc');
    const rows = await screen.findAllByTestId('division-row');
    expect(bodiesSentTo<DivisionSearchRequest>(seen, 'divisions/search')).toEqual([{ pageNumber: 1, pageSize: 25, sort: { field: 'createdAt', order: 'desc' } }]);
    expect(within(rows[0]).getByTestId('division-home-tag')).toHaveTextContent('Home');
    expect(within(rows[1]).queryByTestId('division-home-tag')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Northern office')).toBeInTheDocument();
    expect(within(rows[1]).getByText('5')).toBeInTheDocument();

    const user = setupUser();
    await user.click(screen.getByTestId('divisions-search'));
    await user.paste('nor');
    await waitFor(() => expect(bodiesSentTo<DivisionSearchRequest>(seen, 'divisions/search').at(-1)).toEqual({ pageNumber: 1, pageSize: 25, query: 'nor', sort: { field: 'createdAt', order: 'desc' } }));

    fireEvent.click(within(screen.getAllByTestId('division-row')[1]).getByText('North'));
    await waitFor(() => expect(currentLocation()).toBe(`/settings/divisions/details/${NORTH.id}`));
  });

  it('creates a division in the "New division" modal and lists it', async () => {
    const seen = server();
    await render();
    await screen.findAllByTestId('division-row');
    fireEvent.click(screen.getByTestId('divisions-new'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('New division');
    fireEvent.change(within(dialog).getByTestId('division-name'), { target: { value: '  South ' } });
    fireEvent.change(within(dialog).getByTestId('division-description'), { target: { value: 'Southern office' } });
    fireEvent.click(screen.getByTestId('division-create-submit'));
    expect(await screen.findByText('Division South created')).toBeInTheDocument();
    expect(bodiesSentTo<DivisionWriteRequest>(seen.filter((request) => request.method === 'post'), 'divisions')).toEqual([{ name: 'South', description: 'Southern office' }]);
    await waitFor(() => expect(screen.getAllByTestId('division-row')).toHaveLength(3));
  });

  it('says so beside the name when another division has it, and keeps the modal open', async () => {
    server({ onCreate: () => ({ status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details: [{ field: '/name', message: 'is already used' }] } }) });
    await render();
    await screen.findAllByTestId('division-row');
    fireEvent.click(screen.getByTestId('divisions-new'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('division-name'), { target: { value: 'North' } });
    fireEvent.click(screen.getByTestId('division-create-submit'));
    expect(await within(dialog).findByText('Another division already has this name')).toBeInTheDocument();
  });

  it('offers "New division" only with the add permission', async () => {
    server();
    await render('/settings/divisions/list', ['directory:divisions:view']);
    await screen.findAllByTestId('division-row');
    expect(screen.queryByTestId('divisions-new')).not.toBeInTheDocument();
  });
});
