// Schedule rules shared by the api and the settings screens, with no schema: a form that checks them loads no TypeBox.

export const SCHEDULE_NAME_MAX_LENGTH = 120;
export const SCHEDULE_DESCRIPTION_MAX_LENGTH = 1000;
export const SCHEDULE_TIME_ZONE_MAX_LENGTH = 64;
export const SCHEDULE_WEEKLY_MAX_INTERVALS = 50;
export const SCHEDULE_HOLIDAYS_MAX = 500;
export const SCHEDULE_HOLIDAY_NAME_MAX_LENGTH = 200;
/** Largest iCalendar text the holiday import takes (characters). */
export const SCHEDULE_ICS_MAX_LENGTH = 512 * 1024;
/** How many upcoming open/close moments the preview lists. */
export const SCHEDULE_PREVIEW_TRANSITIONS = 6;

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/** 'HH:mm' from 00:00 to 23:59. */
export const SCHEDULE_START_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** 'HH:mm' from 00:00 to 23:59, or 24:00 (the end of the day). */
export const SCHEDULE_END_TIME_PATTERN = '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';
/** 'YYYY-MM-DD'; whether the day exists is checked by the server. */
export const SCHEDULE_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

export const SCHEDULE_SORT_FIELDS = ['name', 'updatedAt'] as const;
export type ScheduleSortField = (typeof SCHEDULE_SORT_FIELDS)[number];
