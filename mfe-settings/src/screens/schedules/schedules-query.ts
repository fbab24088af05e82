import { defineListQuery, type ListView } from '@switchboard/shared/crud';
import { SCHEDULE_SORT_FIELDS, type ScheduleSearchRequest, type ScheduleSortField } from '@switchboard/shared/contracts';

/** A view of the schedules list, kept in the URL (`?q&sort=field:order&page&size`). */
export type SchedulesQuery = ListView<ScheduleSortField, Record<never, never>>;

export const SCHEDULE_LIST = defineListQuery<ScheduleSortField, Record<never, never>>({ sortFields: SCHEDULE_SORT_FIELDS, filters: {} });

/** The `POST schedules/search` body of a view. */
export function toScheduleSearch(query: SchedulesQuery): ScheduleSearchRequest {
  return SCHEDULE_LIST.toSearchPaging(query);
}

/** Where the list, the create page and a schedule's details live. */
export const schedulesPaths = {
  list: () => '/settings/schedules/list',
  details: (id = '') => `/settings/schedules/details${id ? `/${encodeURIComponent(id)}` : ''}`,
};
