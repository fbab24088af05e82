export { importHolidays } from './holiday-import.js';
export { previewSchedule } from './schedule-preview.js';
export { scheduleDefinitionIssues } from './schedule-validation.js';
export { schedulesRoutes } from './routes.js';
export { DEFAULT_SCHEDULE_NAME, ensureDefaultSchedule, getSchedule } from './schedules.service.js';
