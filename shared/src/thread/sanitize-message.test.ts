import { isOwnImageSource, sanitizeMessageHtml, sanitizeMessageHtmlHoldingImages } from './sanitize-message';

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

describe('sanitizeMessageHtmlHoldingImages', () => {
  it('keeps images from elsewhere in data-src, so nothing loads until the reader asks', () => {
    const { html, held } = sanitizeMessageHtmlHoldingImages('<p>Hi</p><img src="https://tracker.example.com/pixel.gif?u=42" alt="logo"><img src="http://cdn.example.net/a.png">');
    expect(held).toBe(2);
    const images = Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual([null, null]);
    expect(images.map((img) => img.getAttribute('data-src'))).toEqual(['https://tracker.example.com/pixel.gif?u=42', 'http://cdn.example.net/a.png']);
    expect(images[0]!.getAttribute('alt')).toBe('logo');
  });

  it('loads our own file links (relative or on this origin) and data: images right away', () => {
    const own = [
      '/api/v1/files/0b6f5c1e-8a4b-4c52-9d47-3f1e2a6b7c8d/content?expires=1&amp;signature=s',
      `${window.location.origin}/api/v1/files/0b6f5c1e-8a4b-4c52-9d47-3f1e2a6b7c8d`,
      'data:image/png;base64,iVBORw0KGgo=',
    ];
    const { html, held } = sanitizeMessageHtmlHoldingImages(own.map((src) => `<img src="${src}">`).join(''));
    expect(held).toBe(0);
    expect(html).not.toContain('data-src');
  });

  it('judges a source as the browser resolves it', () => {
    for (const src of ['//evil.example/api/v1/files/x', '/api/v1/files/../../logout', 'https://evil.example/api/v1/files/x']) {
      expect(isOwnImageSource(src)).toBe(false);
    }
  });

  it('without holding, the same HTML keeps every src', () => {
    expect(sanitizeMessageHtml('<img src="https://tracker.example.com/p.gif">')).toBe('<img src="https://tracker.example.com/p.gif">');
  });
});
