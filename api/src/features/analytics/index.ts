export { analyticsArea } from './analytics-area.js';
export { analyticsRollupPlugin } from './analytics-plugin.js';
export { foldBatch, histogramPercentile } from './rollup/index.js';
export { forgetAnswers } from './shared/index.js';
