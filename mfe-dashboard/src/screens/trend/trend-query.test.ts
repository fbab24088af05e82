import { DIVISION } from '../../test-support/fixtures';
import { changeTrendView, DEFAULT_TREND, intervalsFor, parseTrendView, toTrendRequest, writeTrendView } from './trend-query';

const parse = (search: string) => parseTrendView(new URLSearchParams(search));

describe('trend view in the URL', () => {
  it('defaults to 30 days by day with a plain URL', () => {
    expect(parse('')).toEqual(DEFAULT_TREND);
    expect(writeTrendView(new URLSearchParams(), DEFAULT_TREND).toString()).toBe('');
    expect(toTrendRequest(DEFAULT_TREND)).toEqual({ period: '30d', interval: 'day' });
  });

  it('round-trips a custom, narrowed view and keeps the tab', () => {
    const view = { period: 'custom', from: '2026-11-01', to: '2026-11-10', interval: 'hour', division: DIVISION, dimension: 'channel', value: 'hub' } as const;
    const params = writeTrendView(new URLSearchParams('view=trend'), view);
    expect(params.get('view')).toBe('trend');
    expect(parseTrendView(params)).toEqual(view);
    expect(toTrendRequest(view)).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-10', interval: 'hour', divisionId: DIVISION, filter: { dimension: 'channel', value: 'hub' } });
  });

  it.each([
    ['period=90d&interval=hour', { period: '90d', interval: 'day' }],
    ['period=custom&from=2026-02-30&to=2026-03-02', { period: '30d' }],
    ['period=custom&from=2026-11-10&to=2026-11-01', { period: 'custom', from: '2026-11-01', to: '2026-11-10' }],
    ['dimension=agent', { dimension: null, value: null }],
    ['dimension=planet&value=mars', { dimension: null, value: null }],
    ['division=nope', { division: null }],
  ])('falls back for %s', (search, expected) => {
    expect(parse(search)).toEqual({ ...DEFAULT_TREND, ...expected });
  });

  it(`offers hours only up to 14 days and moves a longer period to days`, () => {
    expect(intervalsFor({ period: '7d', from: null, to: null })).toContain('hour');
    expect(intervalsFor({ period: 'custom', from: '2026-11-01', to: '2026-11-14' })).toContain('hour');
    expect(intervalsFor({ period: 'custom', from: '2026-11-01', to: '2026-11-15' })).not.toContain('hour');
    expect(changeTrendView({ ...DEFAULT_TREND, period: '7d', interval: 'hour' }, { period: '90d' }).interval).toBe('day');
    expect(changeTrendView(DEFAULT_TREND, { period: 'today' }).interval).toBe('hour');
  });
});
