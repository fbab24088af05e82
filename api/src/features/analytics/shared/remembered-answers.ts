/**
 * Dashboard answers briefly remembered per organisation, divisions and request: a wall of screens, or
 * every dashboard refetching on the same push, asks the same question at once. Requests that arrive
 * while the first is being answered share its answer. The fold forgets an organisation's answers as
 * soon as its figures change (`forgetAnswers`), so the time to live only bounds what another api
 * instance's fold — or the clock, for the service-level tiles — may have moved meanwhile.
 */
export class RememberedAnswers {
  private readonly answers = new Map<string, { until: number; answer: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** The answer to `key` (which starts with the organisation's id and `|`), computed at most once per time to live. */
  remember<T>(key: string, now: number, compute: () => Promise<T>): Promise<T> {
    const known = this.answers.get(key);
    if (known && known.until > now) return known.answer as Promise<T>;
    this.answers.delete(key);
    if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value as string);
    const answer = compute();
    this.answers.set(key, { until: now + this.ttlMs, answer });
    // A failed answer is not remembered: the next request asks again.
    answer.catch(() => this.answers.delete(key));
    return answer;
  }

  forget(organizationIds: readonly string[]): void {
    for (const key of this.answers.keys()) if (organizationIds.some((id) => key.startsWith(`${id}|`))) this.answers.delete(key);
  }
}

/** Trends move slowly (day buckets): five seconds. */
export const trendAnswers = new RememberedAnswers(5_000);
/** The status view's service-level tiles move with the clock: two seconds. */
export const statusAnswers = new RememberedAnswers(2_000);

/** Forgets every remembered answer of these organisations: their figures just changed (the fold tells). */
export function forgetAnswers(organizationIds: readonly string[]): void {
  trendAnswers.forget(organizationIds);
  statusAnswers.forget(organizationIds);
}
