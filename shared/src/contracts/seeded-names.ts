/**
 * The English names the api gives what it creates for a fresh organisation (built-in roles, the Home
 * division, the default schedule and service-level policy). Stored names are the administrator's
 * words and are never rewritten; while an item still carries the name it was seeded with, front ends
 * show it in the reader's language instead (`seeded.<key>` in the common strings). An item
 * an administrator renamed shows as typed.
 */
export const SEEDED_NAMES = {
  role: { roleAdministrator: 'Administrator', roleSupervisor: 'Supervisor', roleAgent: 'Agent' },
  division: { homeDivision: 'Home' },
  schedule: { businessHours: 'Business hours' },
  slaPolicy: { standardPolicy: 'Standard' },
} as const;

export type SeededKind = keyof typeof SEEDED_NAMES;

/**
 * The common-strings key of a seeded item that still has its seeded name, else undefined. `seeded`
 * false (a role that is not built in, a division that is not Home) means the organisation made the
 * item itself: its name is its own even when it matches.
 */
export function seededNameKey(kind: SeededKind, item: { name: string; seeded?: boolean }): string | undefined {
  if (item.seeded === false) return undefined;
  const names: Record<string, string> = SEEDED_NAMES[kind];
  const key = Object.keys(names).find((candidate) => names[candidate] === item.name);
  return key ? `seeded.${key}` : undefined;
}
