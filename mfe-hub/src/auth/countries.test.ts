import { countries } from 'countries-list';
import { buildCountryOptions, flagOf, intlCountryNames } from './countries';

describe('country picker options', () => {
  const options = buildCountryOptions(countries);

  it('lists about 250 countries, sorted by name, each with a +code and a flag', () => {
    expect(options.length).toBeGreaterThanOrEqual(240);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-us').compare));
    for (const option of options) {
      expect(option.dialCode).toMatch(/^\+\d+$/);
      expect(option.flag).toBe(flagOf(option.code));
    }
  });

  it('has India as +91 with its flag, and the US and Canada both on +1', () => {
    expect(options.find((o) => o.code === 'IN')).toEqual({ code: 'IN', name: 'India', dialCode: '+91', flag: '🇮🇳' });
    expect(options.filter((o) => o.dialCode === '+1').map((o) => o.code)).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('sorts translated names in the interface language', () => {
    const german = buildCountryOptions({ DE: { name: 'Germany', phone: [49] }, EG: { name: 'Egypt', phone: [20] } }, 'de-de', (code) =>
      code === 'DE' ? 'Deutschland' : 'Ägypten',
    );
    expect(german.map((o) => o.name)).toEqual(['Ägypten', 'Deutschland']);
  });

  it('names countries through Intl when it knows them', () => {
    expect(intlCountryNames('en-us')('IN')).toBe('India');
  });

  it('gives no flag for a malformed code', () => {
    expect(flagOf('IND')).toBe('');
  });
});
