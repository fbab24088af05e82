import { countries } from 'countries-list';
import { browserLanguages, defaultCountryFor, FALLBACK_COUNTRY, regionsOfLocale } from './phone-region';

describe('the phone country code from the browser locale', () => {
  it.each([
    [['de-DE'], 'DE+49'],
    [['en-US'], 'US+1'],
    [['ar-AE'], 'AE+971'],
    [['hi-IN'], 'IN+91'],
    [['fr-CA', 'fr'], 'CA+1'],
    [['en-GB'], 'GB+44'],
  ])('%j starts at %s', (languages, expected) => {
    expect(defaultCountryFor(languages, countries)).toBe(expected);
  });

  it("uses a language's most likely country when the locale names none", () => {
    expect(defaultCountryFor(['de'], countries)).toBe('DE+49');
    expect(defaultCountryFor(['nl'], countries)).toBe('NL+31');
    expect(defaultCountryFor(['ru'], countries)).toBe('RU+7');
    expect(defaultCountryFor(['zh'], countries)).toBe('CN+86');
  });

  it('passes over a region without a country (es-419) to its language’s country', () => {
    expect(regionsOfLocale('es-419')).toEqual(['419', 'ES']);
    expect(defaultCountryFor(['es-419'], countries)).toBe('ES+34');
  });

  it('takes the first usable language and falls back to +91 only when none is usable', () => {
    expect(defaultCountryFor(['', 'not a tag!', 'pt-PT'], countries)).toBe('PT+351');
    expect(defaultCountryFor([], countries)).toBe(FALLBACK_COUNTRY);
    expect(defaultCountryFor(['xx-ZZ'], countries)).toBe(FALLBACK_COUNTRY);
  });

  it('reads navigator.languages, then navigator.language', () => {
    const languages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-AT', 'de']);
    const language = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
    expect(browserLanguages()).toEqual(['de-AT', 'de', 'en-US']);
    expect(defaultCountryFor(browserLanguages(), countries)).toBe('AT+43');
    languages.mockRestore();
    language.mockRestore();
  });
});
