import { useEffect, useRef, useState } from 'react';
import { api } from '@switchboard/shared/client';
import { usePermissions } from '@switchboard/shared/permissions';

/** What moves with a ticket; a count is missing when the agent may not read that list or it failed. */
export interface TicketCounts {
  messages?: number;
  notes?: number;
}

/** One-row pages: only `totalCount` is read. */
const COUNT_ONLY = { params: { pageNumber: 1, pageSize: 1 }, skipErrorNotifier: true };

async function totalOf(url: string): Promise<number | undefined> {
  try {
    const { data } = await api.get<{ totalCount?: number }>(url, COUNT_ONLY);
    return typeof data.totalCount === 'number' ? data.totalCount : undefined;
  } catch {
    // The preview works without counts; the merge itself reports real failures.
    return undefined;
  }
}

/** Message and internal-note counts of each ticket in `ids`, each fetched once. */
export function useTicketCounts(ids: readonly string[]): Record<string, TicketCounts> {
  const { hasAny } = usePermissions();
  const canMessages = hasAny(['tickets:messages:view']);
  const canNotes = hasAny(['tickets:tickets:view']);
  const [counts, setCounts] = useState<Record<string, TicketCounts>>({});
  const asked = useRef(new Set<string>());
  const key = ids.join(',');
  // Answers arriving after unmount are dropped; a changed list keeps earlier requests alive.
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  useEffect(() => {
    mounted.current = true;
    for (const id of key ? key.split(',') : []) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      const base = `tickets/${encodeURIComponent(id)}`;
      void Promise.all([canMessages ? totalOf(`${base}/messages`) : undefined, canNotes ? totalOf(`${base}/comments`) : undefined]).then(([messages, notes]) => {
        if (mounted.current) setCounts((current) => ({ ...current, [id]: { messages, notes } }));
      });
    }
  }, [key, canMessages, canNotes]);

  return counts;
}
