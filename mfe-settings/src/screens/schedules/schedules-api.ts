import { api } from '@switchboard/shared/client';
import type {
  ScheduleDetails,
  ScheduleHolidayImportResponse,
  SchedulePreviewRequest,
  SchedulePreviewResponse,
  ScheduleSearchRequest,
  ScheduleSearchResponse,
  ScheduleWriteRequest,
} from '@switchboard/shared/contracts';
import { crudApi } from '@switchboard/shared/crud';

/** Screens report their own errors: the global notifier would show them twice. */
const OWN_ERRORS = { skipErrorNotifier: true };
const schedules = crudApi<{
  searchRequest: ScheduleSearchRequest;
  searchResponse: ScheduleSearchResponse;
  details: ScheduleDetails;
  write: ScheduleWriteRequest;
}>('schedules');

/**
 * Schedule administration (`features/service-levels/schedules/` of the api). Create and update answer
 * 409 CONFLICT on `/name` for a name in use; delete answers 409 CONFLICT on `/id` while service level
 * policies use the schedule.
 */
export const schedulesApi = {
  ...schedules,
  /** Whether a definition is open at `from` (now by default) and its next open/close moments; nothing is saved. */
  async preview(body: SchedulePreviewRequest): Promise<SchedulePreviewResponse> {
    return (await api.post<SchedulePreviewResponse>('schedules/preview', body, OWN_ERRORS)).data;
  },
  /** The all-day events of an iCalendar text as holidays, and how many events were skipped. */
  async importHolidays(ics: string): Promise<ScheduleHolidayImportResponse> {
    return (await api.post<ScheduleHolidayImportResponse>('schedules/holidays/import', { ics }, OWN_ERRORS)).data;
  },
};
