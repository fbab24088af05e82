// Service level policy rules shared by the api and the settings screens, with no schema: a form that checks a policy loads no TypeBox.

import type { ValidationIssue } from './errors.js';

export const SLA_NAME_MAX_LENGTH = 120;
export const SLA_DESCRIPTION_MAX_LENGTH = 1000;
/** A target is whole business minutes, at most one year of them. */
export const SLA_TARGET_MAX_MINUTES = 525_600;
/** An escalation before or after a target fires at most a week of business minutes away from it. */
export const SLA_ESCALATION_MAX_MINUTES = 10_080;
export const SLA_MAX_ESCALATIONS = 20;
/** Ids one condition list may name. */
export const SLA_CONDITION_MAX_IDS = 100;
/** Agents one escalation may notify by name. */
export const SLA_ESCALATION_MAX_USERS = 50;
/** Policies one reorder may list. */
export const SLA_ORDER_MAX_IDS = 500;

export const SLA_TARGET_KINDS = ['firstResponse', 'nextResponse', 'resolution'] as const;
export type SlaTargetKind = (typeof SLA_TARGET_KINDS)[number];
export const SLA_ESCALATION_TIMINGS = ['before', 'onTime', 'after'] as const;
export type SlaEscalationTiming = (typeof SLA_ESCALATION_TIMINGS)[number];
export const SLA_SORT_FIELDS = ['position', 'name'] as const;
export type SlaSortField = (typeof SLA_SORT_FIELDS)[number];

/**
 * The rules of a policy the schema cannot state, for the server and the form alike: a name that is
 * not blank; per escalation, 0 minutes for `onTime` and 1 or more otherwise, and at least one kind of
 * recipient (assignee, group or named agents).
 */
export function slaPolicyProblems(input: {
  // `Pick<SlaWriteRequest, 'name' | 'escalations'>`, spelled out so these rules need no schema.
  name: string;
  escalations: { timing: SlaEscalationTiming; target: SlaTargetKind; minutes: number; notifyAssignee: boolean; notifyGroup: boolean; userIds: string[]; mail: boolean }[];
}): ValidationIssue[] {
  const problems: ValidationIssue[] = [];
  if (!input.name.trim()) problems.push({ field: '/name', message: 'must not be blank' });
  input.escalations.forEach((rule, index) => {
    if (rule.timing === 'onTime' && rule.minutes !== 0) problems.push({ field: `/escalations/${index}/minutes`, message: 'must be 0 for an escalation on time' });
    if (rule.timing !== 'onTime' && rule.minutes < 1) problems.push({ field: `/escalations/${index}/minutes`, message: 'must be at least 1 before or after a target' });
    if (!rule.notifyAssignee && !rule.notifyGroup && rule.userIds.length === 0) {
      problems.push({ field: `/escalations/${index}/userIds`, message: 'needs a recipient: the assignee, the group or named agents' });
    }
  });
  return problems;
}
