import type { ScheduleDefinition, ValidationIssue } from '@switchboard/shared/contracts';
import { scheduleProblems } from '../business-time/index.js';

/**
 * Every problem of a definition, each naming its field (a JSON pointer) under `prefix`: an unknown
 * time zone, no weekly interval (a schedule that never opens measures nothing), overlapping or empty
 * intervals, holidays on days that do not exist or ending before they start. The business-time
 * module owns these rules, so the API refuses exactly what the calendar cannot use.
 */
export function scheduleDefinitionIssues(definition: ScheduleDefinition, prefix = ''): ValidationIssue[] {
  return scheduleProblems(definition).map((problem) => ({ field: `${prefix}${problem.field}`, message: problem.message }));
}
