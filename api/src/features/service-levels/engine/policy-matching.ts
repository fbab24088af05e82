import type { Priority, SlaConditions } from '@switchboard/shared/contracts';

/** What of a ticket decides which policy applies to it. */
export interface SlaTicketFacts {
  priority: Priority;
  categoryId: string | null;
  customerId: string | null;
  userGroupId: string | null;
}

/** What matching needs of a policy. */
export interface MatchablePolicy {
  enabled: boolean;
  conditions: SlaConditions;
}

/** An empty list accepts any value (none too); a non-empty one only the values it lists. */
const accepts = <T>(list: readonly T[], value: T | null): boolean => list.length === 0 || (value !== null && list.includes(value));

/** Whether every non-empty condition list of the policy holds for the ticket. */
export function policyMatches(conditions: SlaConditions, ticket: SlaTicketFacts): boolean {
  return (
    accepts(conditions.priorities, ticket.priority) &&
    accepts(conditions.categoryIds, ticket.categoryId) &&
    accepts(conditions.customerIds, ticket.customerId) &&
    accepts(conditions.userGroupIds, ticket.userGroupId)
  );
}

/**
 * The policy that applies to a ticket: the first enabled one, in the order given (the
 * organisation's order), whose conditions match; undefined when none does.
 */
export function matchingPolicy<P extends MatchablePolicy>(policies: readonly P[], ticket: SlaTicketFacts): P | undefined {
  return policies.find((policy) => policy.enabled && policyMatches(policy.conditions, ticket));
}
