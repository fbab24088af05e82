import {
  PRIORITIES,
  slaPolicyProblems,
  type Priority,
  type SlaConditions,
  type SlaDetails,
  type SlaEscalation,
  type SlaEscalationTiming,
  type SlaTargetKind,
  type SlaTargets,
  type SlaWriteRequest,
  type ValidationIssue,
} from '@switchboard/shared/contracts';

/** The minutes field of each target kind in the contract. */
export const TARGET_FIELDS = {
  firstResponse: 'firstResponseMinutes',
  nextResponse: 'nextResponseMinutes',
  resolution: 'resolutionMinutes',
} as const satisfies Record<SlaTargetKind, string>;

/** An escalation as the form edits it: the recipients as one list of choices. */
export interface EscalationFormValue {
  timing: SlaEscalationTiming;
  target: SlaTargetKind;
  /** Business minutes (0 for on time); null while empty. */
  minutes: number | null;
  notifyAssignee: boolean;
  notifyGroup: boolean;
  userIds: string[];
  mail: boolean;
}

export interface SlaFormValues {
  name: string;
  description: string;
  enabled: boolean;
  scheduleId?: string;
  conditions: SlaConditions;
  /** Business minutes per priority and target; null: no target. */
  targets: SlaTargets;
  escalations: EscalationFormValue[];
}

const noTargets = () => ({ firstResponseMinutes: null, nextResponseMinutes: null, resolutionMinutes: null });

/** A new policy: enabled, covering every ticket, no targets yet, no escalations. */
export const emptySlaValues = (scheduleId?: string): SlaFormValues => ({
  name: '',
  description: '',
  enabled: true,
  scheduleId,
  conditions: { priorities: [], categoryIds: [], customerIds: [], userGroupIds: [] },
  targets: Object.fromEntries(PRIORITIES.map((priority) => [priority, noTargets()])) as SlaTargets,
  escalations: [],
});

/** A new escalation row: an hour before the resolution target, to the assignee. */
export const newEscalation = (): EscalationFormValue => ({ timing: 'before', target: 'resolution', minutes: 60, notifyAssignee: true, notifyGroup: false, userIds: [], mail: false });

export const slaFormValuesOf = (policy: SlaDetails): SlaFormValues => ({
  name: policy.name,
  description: policy.description ?? '',
  enabled: policy.enabled,
  scheduleId: policy.schedule.id,
  conditions: policy.conditions,
  targets: policy.targets,
  escalations: policy.escalations.map((rule) => ({ ...rule })),
});

/** The write body of the form's values: trimmed texts, 0 minutes for an escalation on time. */
export function toSlaWrite(values: SlaFormValues): SlaWriteRequest {
  const targets = Object.fromEntries(
    PRIORITIES.map((priority: Priority) => {
      const row = values.targets[priority];
      return [priority, { firstResponseMinutes: row.firstResponseMinutes ?? null, nextResponseMinutes: row.nextResponseMinutes ?? null, resolutionMinutes: row.resolutionMinutes ?? null }];
    }),
  ) as SlaTargets;
  const escalations: SlaEscalation[] = values.escalations.map((rule) => ({
    timing: rule.timing,
    target: rule.target,
    minutes: rule.timing === 'onTime' ? 0 : (rule.minutes ?? 0),
    notifyAssignee: rule.notifyAssignee,
    notifyGroup: rule.notifyGroup,
    userIds: rule.userIds ?? [],
    mail: rule.mail,
  }));
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    enabled: values.enabled,
    scheduleId: values.scheduleId ?? '',
    conditions: {
      priorities: values.conditions.priorities ?? [],
      categoryIds: values.conditions.categoryIds ?? [],
      customerIds: values.conditions.customerIds ?? [],
      userGroupIds: values.conditions.userGroupIds ?? [],
    },
    targets,
    escalations,
  };
}

/** What the form checks before sending, with the server's own rules (same fields as its 400 names). */
export function slaFormProblems(values: SlaFormValues): ValidationIssue[] {
  const body = toSlaWrite(values);
  const problems = slaPolicyProblems(body).filter((issue) => issue.field !== '/name');
  if (!body.scheduleId) problems.unshift({ field: '/scheduleId', message: 'required' });
  return problems;
}

/** Whole hours and the minutes left of a duration, for the hours-and-minutes inputs. */
export const splitMinutes = (total: number | null): { hours: number | null; minutes: number | null } =>
  total === null ? { hours: null, minutes: null } : { hours: Math.floor(total / 60), minutes: total % 60 };

/** Hours and minutes as minutes; null when both are empty. */
export function joinMinutes(hours: number | null, minutes: number | null): number | null {
  if (hours === null && minutes === null) return null;
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
