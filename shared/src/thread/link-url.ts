const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const EMAIL = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;
const HOST = /^[^\s/?#]+\.[^\s/?#]{2,}([/?#]\S*)?$/;

/**
 * The link a customer typed, made usable: http(s) and mailto kept, a bare address gets `mailto:`,
 * a bare host gets `https://`; anything else (javascript:, spaces, no host) is null.
 */
export function normalizeLinkUrl(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  if (SCHEME.test(value)) {
    if (/^mailto:/i.test(value)) return EMAIL.test(value.slice('mailto:'.length)) ? value : null;
    if (!/^https?:\/\//i.test(value)) return null;
    try {
      const url = new URL(value);
      return url.hostname ? value : null;
    } catch {
      return null;
    }
  }
  if (EMAIL.test(value)) return `mailto:${value}`;
  return HOST.test(value) ? `https://${value}` : null;
}
