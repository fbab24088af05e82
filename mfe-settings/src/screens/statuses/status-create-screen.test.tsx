import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StatusWriteRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, currentLocation, mockHttp, type MockReply, renderScreens, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { StatusCreateScreen } from './status-create-screen';
import { makeStatus, NOT_FOUND, STATUS_PERMISSIONS } from './test-statuses';

const CREATED = makeStatus(7, { name: 'Waiting for parts' });

function server(reply?: (body: StatusWriteRequest) => MockReply | undefined) {
  return mockHttp((request) => {
    if (request.method === 'post' && request.url === 'statuses') return reply?.(bodyOf<StatusWriteRequest>(request)) ?? { status: 201, data: CREATED };
    return NOT_FOUND;
  });
}

async function render() {
  signInTestAgent(STATUS_PERMISSIONS);
  return renderScreens(feature, '/settings/status/details', {
    '/settings/status/details': <StatusCreateScreen />,
    '/settings/status/details/:id': <p>details page</p>,
    '/settings/status/list': <p>list</p>,
  });
}

const posts = (seen: ReturnType<typeof server>) => bodiesSentTo<StatusWriteRequest>(seen.filter((request) => request.method === 'post'), 'statuses');

describe('StatusCreateScreen', () => {
  it('sends the name, its translations, the colour, kind and switches, shows the live contrast, then opens the new status', async () => {
    const seen = server();
    await render();
    fireEvent.change(await screen.findByTestId('status-name'), { target: { value: '  Waiting for parts ' } });
    fireEvent.click(screen.getByText('Translations'));
    fireEvent.change(screen.getByTestId('status-name-de-de'), { target: { value: ' Warten auf Teile ' } });
    fireEvent.change(screen.getByTestId('status-color'), { target: { value: '#FFC53D' } });
    await waitFor(() => expect(screen.getByTestId('status-contrast')).toHaveTextContent('Contrast 10.44:1 — readable (at least 4.5:1)'));
    expect(screen.getByTestId('status-sample-tag')).toHaveTextContent('Waiting for parts');
    expect(screen.getByTestId('status-kind-hint')).toHaveTextContent('Being worked on; customers see it as in progress.');
    fireEvent.click(screen.getByTestId('status-pauses-sla'));
    fireEvent.click(screen.getByTestId('status-submit'));
    await waitFor(() => expect(currentLocation()).toBe(`/settings/status/details/${CREATED.id}`));
    expect(posts(seen)).toEqual([{ name: 'Waiting for parts', names: { 'de-de': 'Warten auf Teile' }, color: '#ffc53d', kind: 'open', isDefault: false, pausesSla: true }]);
  });

  it('refuses a colour too light for either text colour before sending, saying its contrast', async () => {
    const seen = server();
    await render();
    fireEvent.change(await screen.findByTestId('status-name'), { target: { value: 'Too light' } });
    fireEvent.change(screen.getByTestId('status-color'), { target: { value: '#1677ff' } });
    expect(await screen.findByText('This colour is not readable as a tag: contrast 4.10:1, at least 4.5:1 needed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('status-contrast')).toHaveTextContent('too low'));
    fireEvent.click(screen.getByTestId('status-submit'));
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(posts(seen)).toEqual([]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    server(() => ({ status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details: [{ field: '/name', message: 'is already used by another status' }] } }));
    await render();
    fireEvent.change(await screen.findByTestId('status-name'), { target: { value: 'Pending' } });
    fireEvent.click(screen.getByTestId('status-submit'));
    expect(await screen.findByText('Another status already has this name')).toBeInTheDocument();
    expect(currentLocation()).toBe('/settings/status/details');
  });
});
