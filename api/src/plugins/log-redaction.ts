import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that are credentials: the signature of a signed file link (whoever reads it
 * downloads the file for a week) and the access token browsers put on the push hub's URL.
 */
const SECRET_PARAMETERS = new Set(['signature', 'access_token']);

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** `url` with the values of credential parameters replaced by `[redacted]`; everything else as it was. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/** Fastify's request serializer for logs, with credential parameters redacted from the URL. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
