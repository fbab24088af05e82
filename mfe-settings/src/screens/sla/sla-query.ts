import { defineListQuery, type ListView } from '@switchboard/shared/crud';
import { SLA_SORT_FIELDS, type SlaSearchRequest, type SlaSortField } from '@switchboard/shared/contracts';

/** A view of the policies list, kept in the URL (`?q&sort=field:order&page&size`). */
export type SlaQuery = ListView<SlaSortField, Record<never, never>>;

export const SLA_LIST = defineListQuery<SlaSortField, Record<never, never>>({ sortFields: SLA_SORT_FIELDS, filters: {} });

/** The `POST slas/search` body of a view: in their order unless another sort is chosen. */
export function toSlaSearch(query: SlaQuery): SlaSearchRequest {
  return SLA_LIST.toSearchPaging(query);
}

export const slaPaths = {
  list: () => '/settings/sla/list',
  details: (id = '') => `/settings/sla/details${id ? `/${encodeURIComponent(id)}` : ''}`,
};
