import { useRef, useState } from 'react';
import { attemptFor, type SubmissionAttempt } from '@switchboard/shared/format';

/**
 * Sends a form's payload with an idempotency key: a fresh key for every new submission, the same one
 * when the very same body is sent again after a failure (a lost answer must not file twice).
 * `sending` is true while a send is under way.
 */
export function useIdempotentSend<Payload, Answer>(send: (payload: Payload, idempotencyKey: string) => Promise<Answer>, newKey: () => string) {
  const [sending, setSending] = useState(false);
  const attempt = useRef<SubmissionAttempt | null>(null);

  const sendOnce = async (payload: Payload): Promise<Answer> => {
    attempt.current = attemptFor(attempt.current, payload, newKey);
    setSending(true);
    try {
      const answer = await send(payload, attempt.current.key);
      attempt.current = null;
      return answer;
    } finally {
      setSending(false);
    }
  };

  return { sending, send: sendOnce };
}
