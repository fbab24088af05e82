import { AHEAD_OF_SCREEN, aheadOfScreen, EARLY_ANSWER_LIFETIME_MS, earlyAnswer } from './early-answer';

/** A fake call that records what it was asked and answers from `reply`. */
function server(reply: (request: { page: number }, ahead: boolean) => Promise<string> = (request) => Promise.resolve(`page ${request.page}`)) {
  const asked: [number, boolean][] = [];
  const send = (request: { page: number }, ahead: boolean) => {
    asked.push([request.page, ahead]);
    return reply(request, ahead);
  };
  return { asked, send };
}

afterEach(() => jest.useRealTimers());

describe('aheadOfScreen', () => {
  it('adds the quiet, not-yet-the-screen marks to a call sent ahead and leaves any other call as it is', () => {
    const own = { skipErrorNotifier: true, params: { a: 1 } };
    expect(aheadOfScreen(own, true)).toEqual({ ...own, ...AHEAD_OF_SCREEN });
    expect(aheadOfScreen(own, false)).toBe(own);
  });
});

describe('earlyAnswer', () => {
  it('hands the answer asked ahead to the first read of the same request, once', async () => {
    const { asked, send } = server();
    const first = earlyAnswer(send);
    first.ask({ page: 1 });
    await expect(first.read({ page: 1 })).resolves.toBe('page 1');
    await expect(first.read({ page: 1 })).resolves.toBe('page 1');
    // Asked ahead, then by the second read only.
    expect(asked).toEqual([
      [1, true],
      [1, false],
    ]);
  });

  it('asks the server when the first read is of another request, and drops the early answer', async () => {
    const { asked, send } = server();
    const first = earlyAnswer(send);
    first.ask({ page: 1 });
    await expect(first.read({ page: 2 })).resolves.toBe('page 2');
    await expect(first.read({ page: 1 })).resolves.toBe('page 1');
    expect(asked).toEqual([
      [1, true],
      [2, false],
      [1, false],
    ]);
  });

  it('asks again when the early answer failed; the failure itself is never unhandled', async () => {
    let failing = true;
    const { asked, send } = server((request) => (failing ? Promise.reject(new Error('down')) : Promise.resolve(`page ${request.page}`)));
    const first = earlyAnswer(send);
    first.ask({ page: 1 });
    await Promise.resolve();
    failing = false;
    await expect(first.read({ page: 1 })).resolves.toBe('page 1');
    expect(asked).toEqual([
      [1, true],
      [1, false],
    ]);
  });

  it("counts the early answer as the first screen's data once the screen takes it, not before", async () => {
    // The first screen's data is noted once per page (the client module's life): a page of its own.
    let fresh!: { earlyAnswer: typeof earlyAnswer; afterFirstScreenData: typeof import('./http').afterFirstScreenData };
    jest.isolateModules(() => {
      fresh = { earlyAnswer: require('./early-answer').earlyAnswer, afterFirstScreenData: require('./http').afterFirstScreenData };
    });
    const { earlyAnswer: pageEarlyAnswer, afterFirstScreenData } = fresh;
    const { send } = server();
    const first = pageEarlyAnswer(send);
    let released = false;
    void afterFirstScreenData(60_000).then(() => (released = true));
    first.ask({ page: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(released).toBe(false);
    await first.read({ page: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(released).toBe(true);
  });

  it('leaves an early answer older than its lifetime to the server', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-07T10:00:00Z') });
    const { asked, send } = server();
    const first = earlyAnswer(send);
    first.ask({ page: 1 });
    jest.setSystemTime(Date.now() + EARLY_ANSWER_LIFETIME_MS);
    await expect(first.read({ page: 1 })).resolves.toBe('page 1');
    expect(asked).toEqual([
      [1, true],
      [1, false],
    ]);
  });
});
