// Webpack-only (tests mock this module): the URL of every flag SVG of flag-icons (4:3), keyed by
// lower-case ISO code. The browser fetches a file only when its <img> shows (see webpack.config.js).

interface WebpackContext {
  keys(): string[];
  (key: string): unknown;
}

declare global {
  interface ImportMeta {
    webpackContext(directory: string, options: { recursive?: boolean; regExp?: RegExp }): WebpackContext;
  }
}

const flagFiles = import.meta.webpackContext('flag-icons/flags/4x3', { recursive: false, regExp: /^\.\/[a-z]{2}\.svg$/ });

const urls = new Map<string, string>(flagFiles.keys().map((key) => [key.slice(2, 4), flagFiles(key) as string]));

/** The flag image URL for a two-letter country code, or undefined when flag-icons has none. */
export function flagUrl(code: string): string | undefined {
  return urls.get(code.toLowerCase());
}
