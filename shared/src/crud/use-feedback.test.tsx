import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInKitFrame } from '../test-utils/index.js';
import { useFeedback, type FeedbackOptions, type Notice } from './use-feedback';

const failure = (status: number, data: unknown) => ({ response: { status, data } });

/** What the probe's hook hands out, read by the tests after each render. */
const probed: { describe?: (error: unknown, fallback: string) => Notice } = {};
const describeError = (error: unknown, fallback: string) => probed.describe!(error, fallback);
function Probe({ options, fail }: { options?: FeedbackOptions; fail?: unknown }) {
  const feedback = useFeedback(options);
  useEffect(() => {
    probed.describe = feedback.describe;
  });
  return (
    <button type="button" onClick={() => (fail ? feedback.failed(fail, 'Could not save') : feedback.success('Saved'))}>
      go
    </button>
  );
}

describe('useFeedback', () => {
  it('describes a known code with its translation and detail', async () => {
    await renderInKitFrame(<Probe />);
    expect(describeError(failure(409, { code: 'CONFLICT', message: 'version mismatch' }), 'Could not save')).toEqual({
      title: 'Conflict',
      description: 'Someone else changed this item. Reload and try again.',
    });
  });

  it('falls back to the screen text with the server message, or the message as title when asked', async () => {
    await renderInKitFrame(<Probe options={{ serverMessageAs: 'title' }} />);
    expect(describeError(failure(500, { code: 'SOMETHING_NEW', message: ['a', 'b'] }), 'Could not save')).toEqual({ title: 'a, b' });
    expect(describeError(new Error('offline'), 'Could not save')).toEqual({ title: 'Could not save' });
  });

  it('keeps to the codes a front end lists and appends its extras', async () => {
    await renderInKitFrame(<Probe options={{ codes: new Set(['OTP_INVALID']), extras: (body) => [`Left: ${body.remainingAttempts}`] }} />);
    expect(describeError(failure(400, { code: 'OTP_INVALID', remainingAttempts: 2 }), 'x').description).toMatch(/Left: 2$/);
    expect(describeError(failure(409, { code: 'CONFLICT', message: 'taken' }), 'Could not save')).toEqual({ title: 'Could not save', description: 'taken' });
  });

  it('shows a failed call as an error toast', async () => {
    await renderInKitFrame(<Probe fail={failure(404, { code: 'NOT_FOUND' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByText('The item does not exist or was removed.')).toBeInTheDocument();
  });
});
