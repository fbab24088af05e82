import { normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  // [what the user typed, the link it becomes]
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['  http://example.com  ', 'http://example.com'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    // A bare host gets https, a bare address mailto.
    ['example.com/help', 'https://example.com/help'],
    ['help@example.com', 'mailto:help@example.com'],
  ])('keeps or completes %j as %j', (typed, link) => {
    expect(normalizeLinkUrl(typed)).toBe(link);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '', 'two words.com', 'hello', 'https://', 'mailto:nobody'])(
    'refuses %j: another scheme, a blank, spaces or words without a host',
    (typed) => {
      expect(normalizeLinkUrl(typed)).toBeNull();
    },
  );
});
