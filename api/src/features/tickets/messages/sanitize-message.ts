import sanitizeHtml from 'sanitize-html';

/** The path of one of our file routes: the bearer download or the signed link of one file. */
const OWN_FILE_PATH = /^\/api\/v1\/files\/[A-Za-z0-9-]+(\/content)?$/;
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * True when `url` is one of our file routes, relative (`/api/v1/files/…`) or absolute on one of
 * `ownOrigins`. Judged on the URL as a browser resolves it: `..`, backslashes and `//host` do not
 * get past. Anything else (another site, javascript:) is not a file of ours.
 */
export function isOwnFileUrl(url: string, ownOrigins: readonly string[] = []): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, RELATIVE_BASE);
  } catch {
    return false;
  }
  const relative = parsed.origin === RELATIVE_BASE && url.startsWith('/');
  if (!relative && !ownOrigins.includes(parsed.origin)) return false;
  return parsed.username === '' && parsed.password === '' && OWN_FILE_PATH.test(parsed.pathname);
}

const SAFE_STYLE_VALUE = [/^[#a-z0-9(),.%\s-]+$/i];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'mark', 'small',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'hr',
    'ul', 'ol', 'li', 'a', 'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['style', 'class'],
  },
  // Only presentational properties with plain values: no url(), expression() or behaviour.
  allowedStyles: {
    '*': {
      color: SAFE_STYLE_VALUE,
      'background-color': SAFE_STYLE_VALUE,
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic|oblique)$/],
      'text-decoration': [/^[a-z\s-]+$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open without giving the opened page a handle on ours.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = frame.attribs.src ?? '';
    // Relative sources other than our file URLs could point anywhere on the page's origin. External
    // http(s) images stay in the HTML: the thread shows them only when the reader asks.
    return !(/^https?:\/\//i.test(src) || isOwnFileUrl(src));
  },
};

/** Message HTML reduced to formatting, safe links and images: scripts, handlers, frames and javascript: URLs are gone. */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** True when sanitised HTML shows nothing: no text besides whitespace and no image. */
export function isBlankMessage(sanitizedHtml: string): boolean {
  if (/<img\s/i.test(sanitizedHtml)) return false;
  const text = sanitizeHtml(sanitizedHtml, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length === 0;
}
