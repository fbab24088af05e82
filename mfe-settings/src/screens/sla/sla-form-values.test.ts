import { emptySlaValues, joinMinutes, slaFormProblems, splitMinutes, toSlaWrite, type SlaFormValues } from './sla-form-values';

const values = (overrides: Partial<SlaFormValues> = {}): SlaFormValues => ({ ...emptySlaValues('sched-1'), name: '  Gold  ', description: '  ', ...overrides });

describe('SLA form values', () => {
  it('sends trimmed texts, the chosen schedule, empty targets as null and 0 minutes for an escalation on time', () => {
    const body = toSlaWrite(
      values({
        targets: { ...emptySlaValues().targets, High: { firstResponseMinutes: 90, nextResponseMinutes: null, resolutionMinutes: 480 } },
        escalations: [
          { timing: 'onTime', target: 'resolution', minutes: 45, notifyAssignee: true, notifyGroup: true, userIds: [], mail: false },
          { timing: 'after', target: 'firstResponse', minutes: 30, notifyAssignee: false, notifyGroup: false, userIds: ['u-1'], mail: true },
        ],
      }),
    );
    expect(body).toEqual({
      name: 'Gold',
      description: null,
      enabled: true,
      scheduleId: 'sched-1',
      conditions: { priorities: [], categoryIds: [], customerIds: [], userGroupIds: [] },
      targets: {
        Low: { firstResponseMinutes: null, nextResponseMinutes: null, resolutionMinutes: null },
        Medium: { firstResponseMinutes: null, nextResponseMinutes: null, resolutionMinutes: null },
        High: { firstResponseMinutes: 90, nextResponseMinutes: null, resolutionMinutes: 480 },
        Critical: { firstResponseMinutes: null, nextResponseMinutes: null, resolutionMinutes: null },
      },
      escalations: [
        { timing: 'onTime', target: 'resolution', minutes: 0, notifyAssignee: true, notifyGroup: true, userIds: [], mail: false },
        { timing: 'after', target: 'firstResponse', minutes: 30, notifyAssignee: false, notifyGroup: false, userIds: ['u-1'], mail: true },
      ],
    });
  });

  it('names a missing schedule, an escalation without minutes and one without a recipient, by the fields the server names', () => {
    const problems = slaFormProblems(
      values({
        scheduleId: undefined,
        escalations: [
          { timing: 'before', target: 'resolution', minutes: null, notifyAssignee: true, notifyGroup: false, userIds: [], mail: false },
          { timing: 'onTime', target: 'resolution', minutes: null, notifyAssignee: false, notifyGroup: false, userIds: [], mail: true },
        ],
      }),
    );
    expect(problems.map((problem) => problem.field)).toEqual(['/scheduleId', '/escalations/0/minutes', '/escalations/1/userIds']);
    expect(slaFormProblems(values())).toEqual([]);
  });

  it('splits minutes into hours and minutes and back; both empty is no target', () => {
    expect(splitMinutes(150)).toEqual({ hours: 2, minutes: 30 });
    expect(splitMinutes(null)).toEqual({ hours: null, minutes: null });
    expect(joinMinutes(2, 30)).toBe(150);
    expect(joinMinutes(null, 45)).toBe(45);
    expect(joinMinutes(3, null)).toBe(180);
    expect(joinMinutes(null, null)).toBeNull();
  });
});
