import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatusWriteRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, currentLocation, mockHttp, renderScreens, searchPageReply, signInTestAgent } from '@switchboard/test-utils';
import { chooseOption } from '../../../../test/antd-actions';
import { feature } from '../../feature';
import { StatusDetailsScreen } from './status-details-screen';
import { CLOSED, NOT_FOUND, OPEN, PENDING, STATUS_PERMISSIONS } from './test-statuses';

function server() {
  return mockHttp((request) => {
    const { method, url } = request;
    if (url === 'statuses/search') return searchPageReply([OPEN, PENDING, CLOSED]);
    for (const status of [OPEN, PENDING, CLOSED]) {
      if (method === 'get' && url === `statuses/${status.id}`) return { status: 200, data: status };
    }
    if (method === 'put' && url === `statuses/${PENDING.id}`) return { status: 200, data: { ...PENDING, name: 'Waiting' } };
    if (method === 'delete' && url?.startsWith(`statuses/${PENDING.id}`)) return { status: 200, data: { id: PENDING.id, movedTicketCount: 3, movedTo: { id: CLOSED.id, name: 'Closed' } } };
    if (method === 'delete' && url?.startsWith(`statuses/${CLOSED.id}`)) return { status: 200, data: { id: CLOSED.id, movedTicketCount: 0, movedTo: null } };
    return NOT_FOUND;
  });
}

async function render(id = PENDING.id, permissions = STATUS_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, `/settings/status/details/${id}`, {
    '/settings/status/details/:id': <StatusDetailsScreen />,
    '/settings/status/list': <p>statuses list</p>,
  });
}

const deletes = (seen: ReturnType<typeof server>) => seen.filter((request) => request.method === 'delete').map((request) => request.url);

describe('StatusDetailsScreen', () => {
  it('edits a status and saves it', async () => {
    const seen = server();
    await render();
    fireEvent.change(await screen.findByTestId('status-name'), { target: { value: 'Waiting' } });
    fireEvent.click(screen.getByTestId('status-save'));
    expect(await screen.findByText('Status saved')).toBeInTheDocument();
    expect(bodiesSentTo<StatusWriteRequest>(seen.filter((request) => request.method === 'put'), `statuses/${PENDING.id}`)).toEqual([
      { name: 'Waiting', names: {}, color: '#faad14', kind: 'pending', isDefault: false, pausesSla: true },
    ]);
  });

  it('asks where the tickets of a status in use go, and deletes it moving them there', async () => {
    const seen = server();
    await render();
    fireEvent.click(await screen.findByTestId('status-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the status Pending?');
    expect(dialog).toHaveTextContent('3 ticket(s) have this status.');
    await within(dialog).findByTestId('status-move-to');
    // The default status is offered first; the status itself is not among the choices.
    expect(within(dialog).getByTestId('status-move-to')).toHaveTextContent('Open');
    await chooseOption('status-move-to', 'Closed');
    expect(deletes(seen)).toEqual([]);
    fireEvent.click(screen.getByTestId('status-delete-confirm'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/status/list'));
    expect(deletes(seen)).toEqual([`statuses/${PENDING.id}?moveTo=${CLOSED.id}`]);
  });

  it('deletes an unused status without asking where tickets go', async () => {
    const seen = server();
    await render(CLOSED.id);
    fireEvent.click(await screen.findByTestId('status-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('No ticket has this status.');
    fireEvent.click(screen.getByTestId('status-delete-confirm'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/status/list'));
    expect(deletes(seen)).toEqual([`statuses/${CLOSED.id}`]);
  });

  it('offers no delete for the default status and keeps its default switch on', async () => {
    server();
    await render(OPEN.id);
    expect(await screen.findByTestId('status-default')).toBeDisabled();
    expect(screen.getByTestId('status-default')).toBeChecked();
    expect(screen.queryByTestId('status-delete')).not.toBeInTheDocument();
  });
});
