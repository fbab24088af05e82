import { sanitizeMessageHtml } from './sanitize-message';

describe('sanitizeMessageHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeMessageHtml('<p onclick="steal()">Hi<script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">x</a></p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('Hi');
  });

  it('opens links in a new tab without an opener', () => {
    expect(sanitizeMessageHtml('<a href="https://example.com">site</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
  });

  it('keeps formatting, quotes and images', () => {
    const html = '<p><b>Bold</b> <i>it</i></p><blockquote>q</blockquote><img src="https://example.com/a.png" alt="a">';
    expect(sanitizeMessageHtml(html)).toBe(html);
  });
});
