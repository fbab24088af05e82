import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@switchboard/shared/session';
import { answerPasswordCalls as answerCalls } from '../account/answer-password-calls';
import { renderShell, testUser } from '../test-utils/render-shell';
import { USER_RECHECK_AFTER_MS } from './use-session-keep-alive';

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(path)}>
      go {path}
    </button>
  );
}

afterEach(() => jest.restoreAllMocks());

it('a role given by an administrator shows after the next navigation, without signing in again', async () => {
  const { apiCalls } = await renderShell('/permission', {
    user: testUser([]),
    extra: (
      <>
        <GoTo path="/profile" />
        <GoTo path="/permission" />
      </>
    ),
  });
  await screen.findByTestId('permission-page');
  await waitFor(() => expect(apiCalls.mock.calls.filter(([config]) => config.url === 'users/me')).toHaveLength(1));
  expect(screen.queryByTestId('nav-tickets')).not.toBeInTheDocument();

  const granted = answerCalls({ 'users/me': [200, { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', profilePicture: null, authorization: { permissions: ['tickets:tickets:view'] } }] });
  // A navigation right after loading asks nothing more.
  fireEvent.click(screen.getByText('go /profile'));
  await screen.findByTestId('profile-page');
  expect(granted.mock.calls.filter(([config]) => config.url === 'users/me')).toHaveLength(0);

  const later = Date.now() + USER_RECHECK_AFTER_MS + 1;
  jest.spyOn(Date, 'now').mockReturnValue(later);
  fireEvent.click(screen.getByText('go /permission'));
  await waitFor(() => expect(useSession.getState().user?.permissions).toEqual(['tickets:tickets:view']));
  expect(await screen.findByTestId('nav-tickets')).toBeInTheDocument();
});
