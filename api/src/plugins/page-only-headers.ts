import fp from 'fastify-plugin';

/**
 * Answers a browser never runs as a page: data, scripts, styles, fonts and raster images. With
 * `nosniff` (on every answer) none of them can be taken for HTML. HTML, SVG, XML, PDF, plain text and
 * anything unlisted keep every header.
 */
const PASSIVE_TYPE = /^\s*(application\/(json|javascript|manifest\+json)|text\/(javascript|css)|font\/[\w.+-]+|image\/(png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon))\s*(;|$)/i;

/**
 * Security headers only a page obeys (its script sources, framing, window isolation, legacy browser
 * switches). On a script, a style sheet or a JSON answer they change nothing and cost ~0.5 KB each, on
 * every one of a first visit's requests. `nosniff`, the resource policy, the referrer policy (a style
 * sheet's own requests follow it) and HSTS stay on every answer.
 */
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

export function isPassiveContentType(contentType: string): boolean {
  return PASSIVE_TYPE.test(contentType);
}

/** Drops the page-only headers from passive answers; register after helmet. */
export const pageOnlyHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && isPassiveContentType(type)) for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    });
  },
  { name: 'page-only-headers' },
);
