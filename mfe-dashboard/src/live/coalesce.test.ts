import { coalesce } from './coalesce';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesced refresh', () => {
  it('keeps one run in flight and follows a burst with exactly one more', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    const trigger = coalesce(() => {
      const run = deferred();
      runs.push(run);
      return run.promise;
    });
    trigger();
    trigger();
    trigger();
    trigger();
    expect(runs).toHaveLength(1);
    runs[0].resolve();
    await flush();
    expect(runs).toHaveLength(2);
    runs[1].resolve();
    await flush();
    expect(runs).toHaveLength(2);
    trigger();
    expect(runs).toHaveLength(3);
  });

  it('carries on after a failed run', async () => {
    let calls = 0;
    const trigger = coalesce(async () => {
      calls += 1;
      throw new Error('offline');
    });
    trigger();
    await flush();
    trigger();
    await flush();
    expect(calls).toBe(2);
  });
});
