import { fakeConnection } from '../test-support/fake-connection';
import { startDashboardLive, type LiveState } from './dashboard-live';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: { failStart?: boolean } = {}) {
  const { connect, connection } = fakeConnection(options);
  const states: LiveState[] = [];
  const onChanged = jest.fn();
  const live = startDashboardLive({ url: '/api/hubs/notification', accessTokenFactory: () => 'token', connect, onChanged, onState: (state) => states.push(state) });
  return { connection, states, onChanged, live };
}

describe('dashboard push connection', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('joins the dashboard after the start and reports pushes', async () => {
    const { connection, states, onChanged } = start();
    await flush();
    expect(connection.invoked).toEqual(['JoinDashboard']);
    expect(states.at(-1)).toBe('live');
    connection.push();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('joins again after a reconnect and reads the figures (pushes of the gap are lost)', async () => {
    const { connection, states, onChanged } = start();
    await flush();
    connection.drop();
    expect(states.at(-1)).toBe('reconnecting');
    connection.back();
    await flush();
    expect(connection.invoked).toEqual(['JoinDashboard', 'JoinDashboard']);
    expect(states.at(-1)).toBe('live');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('is offline when it cannot start, and stops the connection', async () => {
    const { connection, states, live, onChanged } = start({ failStart: true });
    await flush();
    expect(states.at(-1)).toBe('offline');
    await live.stop();
    expect(connection.stopped).toBe(1);
    connection.push();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
