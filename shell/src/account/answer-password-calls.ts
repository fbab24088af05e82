import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { api } from '@switchboard/shared/client';

/** An API answer for a test: a status and its body. */
export type Answer = [status: number, body: unknown];

/**
 * Test helper: answers the password endpoints (by URL) over whatever adapter the render set up,
 * and records what was sent to them.
 */
export function answerPasswordCalls(answers: Record<string, Answer>): jest.Mock {
  const base = api.defaults.adapter as AxiosAdapter;
  const sent = jest.fn((config: InternalAxiosRequestConfig) => {
    const answer = answers[config.url ?? ''];
    if (!answer) return base(config);
    const [status, data] = answer;
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) return Promise.reject(Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response, config }));
    return Promise.resolve(response);
  });
  api.defaults.adapter = sent as unknown as AxiosAdapter;
  return sent;
}

/** The JSON body sent to `url`, last call first. */
export function sentBody(sent: jest.Mock, url: string): unknown {
  const call = [...sent.mock.calls].reverse().find(([config]) => (config as InternalAxiosRequestConfig).url === url);
  return call ? JSON.parse(String((call[0] as InternalAxiosRequestConfig).data)) : undefined;
}
