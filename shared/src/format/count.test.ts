import type { Locale } from '../contracts/constants.js';
import { setLanguage } from '../i18n/index.js';
import { startInEnglish } from '../test-utils/index.js';
import { formatCount } from './count.js';

beforeAll(startInEnglish);
afterEach(() => setLanguage('en-us'));

it('writes counts under 1,000 as plain digits, without loading number data', () => {
  const numberFormat = jest.spyOn(Intl, 'NumberFormat');
  try {
    expect([0, 7, 42, 999].map(formatCount)).toEqual(['0', '7', '42', '999']);
    expect(numberFormat).not.toHaveBeenCalled();
  } finally {
    numberFormat.mockRestore();
  }
});

it.each<[Locale, string]>([
  ['en-us', '1,234'],
  ['de-de', '1.234'],
  ['fr-fr', '1\u202f234'],
  ['es-es', '1234'],
  ['ar-ae', '1,234'],
])('groups thousands as %s writes them: %s', async (language, expected) => {
  await setLanguage(language);
  expect(formatCount(1234)).toBe(expected);
});
