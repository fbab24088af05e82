import { i18n } from '@switchboard/shared/i18n';
import { loadFeatureStrings } from '@switchboard/test-utils';
import { feature } from '../feature';
import { figuresFor, slaAttainment } from './figures';

describe('figures', () => {
  beforeAll(() => loadFeatureStrings(feature));
  const figures = () => figuresFor('en-us', i18n.getFixedT('en-us', 'dashboard'));

  it('reads a count at the cap as "10,000+"', () => {
    expect(figures().count(10_000)).toBe('10,000+');
    expect(figures().count(9_999)).toBe('9,999');
  });

  it('humanises durations', () => {
    expect(figures().duration(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
    expect(figures().duration(2 * 86_400 + 4 * 3600 + 59)).toBe('2 d 4 h');
    expect(figures().duration(600)).toBe('10 min');
    expect(figures().duration(null)).toBe('—');
  });

  it('formats numbers in the locale', () => {
    expect(figuresFor('de-de', i18n.getFixedT('de-de', 'dashboard')).number(12345)).toBe('12.345');
  });

  it('computes SLA attainment from met and breached', () => {
    expect(slaAttainment(90, 10)).toBe(90);
    expect(slaAttainment(0, 0)).toBeNull();
  });
});
