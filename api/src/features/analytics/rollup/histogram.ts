// Durations (first response, resolution) are kept per bucket as a log-scale histogram so that medians
// and 90th percentiles of any period can be read from summed rollup rows. Bucket i > 0 holds durations
// in [BASE^(i-1), BASE^i) seconds (bucket 0: under a second); BASE = 2^(1/4), so a reported percentile
// is within ±9% of the true one, and 100 buckets reach beyond 60 years.

export const HISTOGRAM_BASE = 2 ** 0.25;
export const HISTOGRAM_SIZE = 100;

/** The bucket a duration of `seconds` falls in. */
export function histogramIndex(seconds: number): number {
  if (!(seconds >= 1)) return 0;
  // 4·log2(s) is exact at powers of two, where a natural-log ratio could round below a boundary.
  return Math.min(HISTOGRAM_SIZE - 1, 1 + Math.floor(4 * Math.log2(seconds) + 1e-9));
}

/** What a bucket reports: the geometric middle of its range, in whole seconds (0 for bucket 0). */
export function bucketSeconds(index: number): number {
  if (index <= 0) return 0;
  return Math.round(HISTOGRAM_BASE ** (index - 0.5));
}

/** Adds `other` into `into` (element-wise; either may be shorter, even empty). */
export function addHistograms(into: number[], other: readonly number[]): number[] {
  for (let i = 0; i < other.length; i++) into[i] = (into[i] ?? 0) + (other[i] ?? 0);
  for (let i = 0; i < into.length; i++) into[i] ??= 0;
  return into;
}

/** Nearest-rank percentile (`q` in (0, 1]) of the durations a histogram counts; null when it counts none. */
export function histogramPercentile(histogram: readonly number[], q: number): number | null {
  const total = histogram.reduce((sum, n) => sum + (n ?? 0), 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i] ?? 0;
    if (seen >= rank) return bucketSeconds(i);
  }
  return bucketSeconds(histogram.length - 1);
}
