import type { FastifyBaseLogger } from 'fastify';

/**
 * The loop of a worker that drains a table (mail outbox, domain events): it drains once on start,
 * then every `pollIntervalMs`, and at once when woken (a request has just committed rows for it).
 * One round runs at a time; a wake during a round schedules another right after it, so nothing
 * committed meanwhile waits a whole interval. `drain()` is public for tests and shutdown.
 */
export abstract class PollingWorker<Result> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Result> | undefined;
  private again = false;
  private started = false;

  protected constructor(
    protected readonly log: FastifyBaseLogger,
    /** Names the worker in error logs. */
    private readonly label: string,
    private readonly pollIntervalMs: number,
  ) {}

  /** One round: everything due now. */
  protected abstract drainAll(): Promise<Result>;

  get isStarted(): boolean {
    return this.started;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Rows may have been written: drain now rather than at the next poll (no-op when stopped). */
  wake(): void {
    if (!this.started) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Drains everything due now; concurrent callers share one round at a time. */
  drain(): Promise<Result> {
    if (this.running) return this.running.then(() => this.drain());
    this.running = this.drainAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.drain()
        .catch((error: unknown) => this.log.error({ err: error }, `${this.label}: drain failed`))
        .finally(() => {
          if (!this.started) return;
          const now = this.again;
          this.again = false;
          this.schedule(now ? 0 : this.pollIntervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
