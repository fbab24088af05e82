import { CATEGORY, DIVISION, GROUP } from '../../test-support/fixtures';
import { parseStatusFilters, toStatusQuery, writeStatusFilters } from './status-query';

describe('status filters in the URL', () => {
  it('round-trips and keeps the other parameters', () => {
    const filters = { division: DIVISION, group: GROUP, category: CATEGORY, mine: true };
    const params = writeStatusFilters(new URLSearchParams('view=trend&period=7d'), filters);
    expect(params.get('view')).toBe('trend');
    expect(params.get('period')).toBe('7d');
    expect(parseStatusFilters(params)).toEqual(filters);
    expect(toStatusQuery(filters)).toEqual({ divisionId: DIVISION, groupId: GROUP, categoryId: CATEGORY, myGroups: true });
  });

  it('drops unset and invalid filters', () => {
    expect(writeStatusFilters(new URLSearchParams(`group=${GROUP}&mine=1`), { division: null, group: null, category: null, mine: false }).toString()).toBe('');
    expect(parseStatusFilters(new URLSearchParams('division=x&group=1&mine=yes'))).toEqual({ division: null, group: null, category: null, mine: false });
    expect(toStatusQuery(parseStatusFilters(new URLSearchParams()))).toEqual({});
  });
});
