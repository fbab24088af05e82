import type { FastifyBaseLogger } from 'fastify';
import { PollingWorker, type Db } from '../../../db/index.js';
import { foldBatch } from './fold.js';

export interface RollupWorkResult {
  deltas: number;
  organizations: Set<string>;
}

/** Journal rows per transaction: a second's worth of changes at a busy desk, folded in tens of milliseconds. */
const FOLD_BATCH = 2000;
export const DEFAULT_ROLLUP_POLL_INTERVAL_MS = 1000;

/**
 * Folds the analytics journal into the rollup and open counts (see `foldBatch`): woken after each
 * successful write, and every second as a safety net (writes by another instance, a crash between
 * commit and wake). `onFolded` hears which organisations' figures changed.
 */
export class RollupWorker extends PollingWorker<RollupWorkResult> {
  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    private readonly onFolded: (organizations: Set<string>) => void,
    pollIntervalMs = DEFAULT_ROLLUP_POLL_INTERVAL_MS,
  ) {
    super(log, 'analytics rollup', pollIntervalMs);
  }

  protected async drainAll(): Promise<RollupWorkResult> {
    const total: RollupWorkResult = { deltas: 0, organizations: new Set() };
    for (;;) {
      const { deltas, organizations } = await foldBatch(this.db, FOLD_BATCH);
      if (deltas === 0) break;
      total.deltas += deltas;
      for (const id of organizations) total.organizations.add(id);
    }
    if (total.organizations.size > 0) this.onFolded(total.organizations);
    return total;
  }
}
