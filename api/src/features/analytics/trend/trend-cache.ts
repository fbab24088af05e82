/**
 * Trend answers briefly remembered per organisation, divisions and request: a wall of screens, or
 * every dashboard refreshing on the same push, asks the same question at once, and a 90-day
 * breakdown sums tens of thousands of rollup rows. The figures move slowly (day buckets; the fold
 * itself runs behind by a moment), so a few seconds' reuse shows nothing a viewer would notice.
 * Requests that arrive while the first is being answered share its answer.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;
const answers = new Map<string, { until: number; answer: Promise<unknown> }>();

export function rememberedTrend<T>(key: string, now: number, compute: () => Promise<T>): Promise<T> {
  const known = answers.get(key);
  if (known && known.until > now) return known.answer as Promise<T>;
  answers.delete(key);
  if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
  const answer = compute();
  answers.set(key, { until: now + TTL_MS, answer });
  // A failed answer is not remembered: the next request asks again.
  answer.catch(() => answers.delete(key));
  return answer;
}

/** Forgets an organisation's remembered answers: its figures just changed (the fold tells). */
export function forgetTrends(organizationIds: readonly string[]): void {
  for (const key of answers.keys()) if (organizationIds.some((id) => key.startsWith(`${id}|`))) answers.delete(key);
}
