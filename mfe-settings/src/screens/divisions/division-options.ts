import { useEffect, useState } from 'react';
import type { DivisionOption } from '@switchboard/shared/contracts';
import { useSeededName } from '@switchboard/shared/crud';
import { divisionsApi } from './divisions-api';

export type DivisionOptionsState = { status: 'loading' } | { status: 'ready'; divisions: DivisionOption[] } | { status: 'failed' };

/**
 * The organisation's divisions for a picker, Home first; `enabled` false loads nothing (a screen
 * whose user may not choose). A refused or failed load leaves the picker out: everything then
 * stays where it is, or in every division.
 */
export function useDivisionOptions(enabled = true): DivisionOptionsState {
  const seededName = useSeededName();
  const [state, setState] = useState<DivisionOptionsState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    divisionsApi.options().then(
      (list) => live && setState({ status: 'ready', divisions: list.entities }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  if (!enabled) return { status: 'failed' };
  // Home shows in the reader's language while it keeps its seeded name; pickers send ids only.
  if (state.status !== 'ready') return state;
  return { status: 'ready', divisions: state.divisions.map((division) => ({ ...division, name: seededName('division', { name: division.name, seeded: division.isHome }) })) };
}

/** Names of division ids, in the order given; an id no longer listed is left out. */
export function divisionNames(divisions: readonly DivisionOption[], ids: readonly string[]): string[] {
  const byId = new Map(divisions.map((division) => [division.id, division.name]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
