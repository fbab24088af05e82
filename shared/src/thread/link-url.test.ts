import { normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  it('keeps http, https and mailto links', () => {
    expect(normalizeLinkUrl('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(normalizeLinkUrl('  http://example.com  ')).toBe('http://example.com');
    expect(normalizeLinkUrl('mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it('completes a bare host with https and a bare address with mailto', () => {
    expect(normalizeLinkUrl('example.com/help')).toBe('https://example.com/help');
    expect(normalizeLinkUrl('help@example.com')).toBe('mailto:help@example.com');
  });

  it('refuses other schemes, blanks, spaces and words without a host', () => {
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkUrl('data:text/html,hi')).toBeNull();
    expect(normalizeLinkUrl('')).toBeNull();
    expect(normalizeLinkUrl('two words.com')).toBeNull();
    expect(normalizeLinkUrl('hello')).toBeNull();
    expect(normalizeLinkUrl('https://')).toBeNull();
    expect(normalizeLinkUrl('mailto:nobody')).toBeNull();
  });
});
