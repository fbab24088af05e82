import type { StatusDashboardQuery } from '@switchboard/shared/contracts';

/** The status view's filters, kept in the URL (`division`, `group`, `category`, `mine=1`) so a wall screen can be bookmarked. */
export interface StatusFilters {
  division: string | null;
  group: string | null;
  category: string | null;
  /** Only tickets of the viewer's user groups. */
  mine: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (raw: string | null) => (raw && UUID.test(raw) ? raw : null);

export const NO_STATUS_FILTERS: StatusFilters = { division: null, group: null, category: null, mine: false };

/** The filters a URL holds; anything invalid is left out. */
export function parseStatusFilters(params: URLSearchParams): StatusFilters {
  return {
    division: uuid(params.get('division')),
    group: uuid(params.get('group')),
    category: uuid(params.get('category')),
    mine: params.get('mine') === '1',
  };
}

/** `params` with the filters written in (other parameters, e.g. the tab, are kept; unset filters removed). */
export function writeStatusFilters(params: URLSearchParams, filters: StatusFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['division', 'group', 'category'] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (filters.mine) next.set('mine', '1');
  else next.delete('mine');
  return next;
}

/** `GET analytics/status` query of the filters. */
export function toStatusQuery(filters: StatusFilters): StatusDashboardQuery {
  return {
    ...(filters.division ? { divisionId: filters.division } : {}),
    ...(filters.group ? { groupId: filters.group } : {}),
    ...(filters.category ? { categoryId: filters.category } : {}),
    ...(filters.mine ? { myGroups: true } : {}),
  };
}
