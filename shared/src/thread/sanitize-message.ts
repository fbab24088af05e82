import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

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
