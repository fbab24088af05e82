import type { PatchTicketRequest } from '@switchboard/shared/contracts';

export interface BulkResult {
  succeeded: string[];
  failed: string[];
}

/**
 * PATCHes every ticket with the same change, a few at a time, reporting progress after each one.
 * Never throws: failures are counted.
 */
export async function bulkPatch(
  ids: readonly string[],
  change: PatchTicketRequest,
  patch: (id: string, change: PatchTicketRequest) => Promise<unknown>,
  onProgress: (done: number, total: number) => void = () => {},
  concurrency = 4,
): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failed: [] };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      try {
        await patch(id, change);
        result.succeeded.push(id);
      } catch {
        result.failed.push(id);
      }
      done += 1;
      onProgress(done, ids.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  return result;
}
