import createDOMPurify, { type DOMPurify } from 'dompurify';
import { getEnv } from '@switchboard/shared/client';

let purifier: DOMPurify | null = null;

/** Set while one sanitise call holds back external images (the hook reads it; sanitising is synchronous). */
let holding: { isOwn: (src: string) => boolean; held: number } | null = null;

/**
 * Our own DOMPurify instance: its link hook must not leak into other users of the library (the
 * reply editor sanitises pasted content with its own rules).
 */
function messagePurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Links in a message leave the hub in a new tab without handing it our window.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image elsewhere tells its server that (and when, and from where) the message was read:
    // its address waits in data-src until the reader asks for it.
    if (holding && node.tagName === 'IMG' && node.hasAttribute('src')) {
      const src = node.getAttribute('src') ?? '';
      if (!holding.isOwn(src)) {
        node.setAttribute('data-src', src);
        node.removeAttribute('src');
        holding.held += 1;
      }
    }
  });
  return purifier;
}

/**
 * Message HTML ready for `dangerouslySetInnerHTML`. The server already sanitises what it stores;
 * this second pass in the browser is defence in depth (an older row, a proxy, a server bug).
 */
export function sanitizeMessageHtml(html: string): string {
  return messagePurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['srcset'],
    ADD_ATTR: ['target'],
  });
}

/** Origins our file links may be on: this page's, and the product's public address and API base. */
function ownOrigins(): string[] {
  const origins = [window.location.origin];
  try {
    const env = getEnv();
    for (const base of [env.baseUrl, env.apiBaseUrl]) {
      if (base) origins.push(new URL(base, window.location.href).origin);
    }
  } catch {
    // env.json not loaded (tests, a host that did not pass it): this page's origin only.
  }
  return origins;
}

/**
 * True for an image source that makes no request outside the product: one of our file routes
 * (`/api/v1/files/…`, relative or on our origins, judged as the browser resolves it), or data:/blob:.
 */
export function isOwnImageSource(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src.trim(), window.location.href);
  } catch {
    return false;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return true;
  return ownOrigins().includes(url.origin) && url.pathname.startsWith('/api/v1/files/');
}

/**
 * Like `sanitizeMessageHtml`, but every image not served by us keeps its address in `data-src`
 * instead of `src`, so nothing loads from elsewhere until the reader chooses to show images.
 * `held` counts those images.
 */
export function sanitizeMessageHtmlHoldingImages(html: string, isOwn: (src: string) => boolean = isOwnImageSource): { html: string; held: number } {
  holding = { isOwn, held: 0 };
  try {
    const safe = sanitizeMessageHtml(html);
    return { html: safe, held: holding.held };
  } finally {
    holding = null;
  }
}
