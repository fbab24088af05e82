import type { TicketSla } from '@switchboard/shared/contracts';
import type { LoadedPolicy } from './engine.service.js';
import { SLA_TARGETS, type SlaTarget } from './sla-clock.js';

/** The columns of `ticket_slas` a ticket row carries for its badge (left-joined as `sla_*`). */
export interface SlaColumns {
  sla_policy_id: string | null;
  sla_paused_at: Date | null;
  sla_first_response_due_at: Date | null;
  sla_next_response_due_at: Date | null;
  sla_resolution_due_at: Date | null;
  sla_resolved_at: Date | null;
}

const DUE_COLUMN: Record<SlaTarget, keyof SlaColumns> = {
  firstResponse: 'sla_first_response_due_at',
  nextResponse: 'sla_next_response_due_at',
  resolution: 'sla_resolution_due_at',
};

/**
 * The badges of a page of tickets: the policy, the pending target due first, the business time left
 * until it (negative once breached) and whether the clock runs now (not paused, schedule open), so a
 * screen can count down until the next change. The organisation's policies come from `policiesOf`
 * (`loadPolicies`, or remembered ones), asked only when the page has a service level.
 */
export async function slaBadges(policiesOf: () => Promise<readonly LoadedPolicy[]>, rows: readonly (SlaColumns & { id: string })[], now: Date): Promise<Map<string, TicketSla>> {
  const badges = new Map<string, TicketSla>();
  if (!rows.some((row) => row.sla_policy_id)) return badges;
  const policies = new Map((await policiesOf()).map((policy) => [policy.id, policy]));
  for (const row of rows) {
    const policy = row.sla_policy_id ? policies.get(row.sla_policy_id) : undefined;
    if (!policy) continue;
    const paused = row.sla_paused_at !== null && row.sla_resolved_at === null;
    let target: SlaTarget | null = null;
    let dueAt: Date | null = null;
    for (const candidate of SLA_TARGETS) {
      const at = row[DUE_COLUMN[candidate]] as Date | null;
      if (at && (!dueAt || new Date(at) < dueAt)) {
        target = candidate;
        dueAt = new Date(at);
      }
    }
    const remainingMs = dueAt && policy.calendar ? Math.round(policy.calendar.businessTimeBetween(now, dueAt)) : null;
    badges.set(row.id, {
      policy: { id: policy.id, name: policy.name },
      target,
      dueAt: dueAt?.toISOString() ?? null,
      remainingMs,
      breached: dueAt !== null && dueAt <= now,
      paused,
      running: !paused && dueAt !== null && (policy.calendar?.isOpen(now) ?? false),
      resolved: row.sla_resolved_at !== null,
    });
  }
  return badges;
}
