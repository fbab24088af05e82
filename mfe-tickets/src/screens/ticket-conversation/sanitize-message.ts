import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

/** Our own DOMPurify instance, so its link hook does not leak into other users of the library. */
function messagePurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Links in a customer's message open apart from the workspace, without a handle on it.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Message HTML for `dangerouslySetInnerHTML`: the server sanitised it on save; this is defence in depth. */
export function sanitizeMessageHtml(html: string): string {
  return messagePurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['srcset'],
    ADD_ATTR: ['target'],
  });
}
