export { foldBatch, type FoldResult } from './fold.js';
export { addHistograms, bucketSeconds, HISTOGRAM_BASE, HISTOGRAM_SIZE, histogramIndex, histogramPercentile } from './histogram.js';
export { DEFAULT_ROLLUP_POLL_INTERVAL_MS, RollupWorker, type RollupWorkResult } from './rollup-worker.js';
