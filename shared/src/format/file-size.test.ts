import { setLanguage } from '../i18n/index.js';
import { startInEnglish } from '../test-utils/index.js';
import { formatFileSize } from './file-size.js';

beforeAll(startInEnglish);

it.each([
  [0, '0 Bytes'],
  [1, '1 Bytes'],
  [1023, '1023 Bytes'],
  [1024, '1 KB'],
  [1536, '1.5 KB'],
  [1048575, '1024 KB'],
  [1048576, '1 MB'],
  [1073741823, '1024 MB'],
  [1073741824, '1 GB'],
  [2.25 * 1073741824, '2.25 GB'],
  [5 * 1024 ** 4, '5120 GB'],
])('%d bytes reads "%s"', (bytes, expected) => {
  expect(formatFileSize(bytes)).toBe(expected);
});

it('keeps at most two decimals', () => {
  expect(formatFileSize(1234567)).toBe('1.18 MB');
});

it('uses the language\'s units and decimal separator', async () => {
  await setLanguage('fr-fr');
  expect(formatFileSize(1536)).toBe('1,5 Ko');
  await setLanguage('en-us');
});
