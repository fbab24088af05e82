import { SCHEDULE_PREVIEW_TRANSITIONS, type ScheduleDefinition, type SchedulePreviewResponse } from '@switchboard/shared/contracts';
import { AppError } from '../../../plugins/errors.js';
import { createBusinessCalendar, ScheduleNeverOpensError } from '../business-time/index.js';
import { scheduleDefinitionIssues } from './schedule-validation.js';

/**
 * Whether the schedule is open at `from` and its next open/close moments: what the editor shows
 * before a schedule is saved. 400 VALIDATION_FAILED (fields under `/definition`) for a definition
 * that is invalid or never opens.
 */
export function previewSchedule(definition: ScheduleDefinition, from: Date): SchedulePreviewResponse {
  const issues = scheduleDefinitionIssues(definition, '/definition');
  if (issues.length > 0) throw new AppError(400, 'VALIDATION_FAILED', issues);
  try {
    const calendar = createBusinessCalendar(definition);
    const transitions = calendar.nextTransitions(from, SCHEDULE_PREVIEW_TRANSITIONS);
    return { openNow: calendar.isOpen(from), transitions: transitions.map((transition) => ({ at: transition.at.toISOString(), open: transition.open })) };
  } catch (error) {
    // Holidays can close every day an interval opens on (a yearly holiday all year long).
    if (error instanceof ScheduleNeverOpensError) throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/definition/holidays', message: 'leave the schedule never open' }]);
    throw error;
  }
}
