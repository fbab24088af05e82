import { api } from '@switchboard/shared/client';
import { answer as settle, type MockRequest } from '@switchboard/test-utils';

/** An API answer for a test: a status and its body. */
export type Answer = [status: number, body: unknown];

/**
 * Test helper: answers the password endpoints (by URL) over whatever adapter the render set up,
 * and records what was sent to them.
 */
export function answerPasswordCalls(answers: Record<string, Answer>): jest.Mock {
  const base = api.defaults.adapter;
  const sent = jest.fn((config: MockRequest) => {
    const answer = answers[config.url];
    if (!answer) return base(config);
    const [status, data] = answer;
    return settle(config, { status, data });
  });
  api.defaults.adapter = sent;
  return sent;
}

/** The JSON body sent to `url`, last call first. */
export function sentBody(sent: jest.Mock, url: string): unknown {
  const call = [...sent.mock.calls].reverse().find(([config]) => (config as MockRequest).url === url);
  return call ? JSON.parse(String((call[0] as MockRequest).data)) : undefined;
}
