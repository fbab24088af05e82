export { ScheduleEditorScreen } from './schedule-editor-screen';
export { SchedulesListScreen } from './schedules-list-screen';
