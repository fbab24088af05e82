import { DEFAULT_COUNTRY_CODE } from '@switchboard/shared/contracts';
import type { CountrySource } from './countries';

/** The spec's default when the browser tells nothing usable: India, +91. */
export const FALLBACK_COUNTRY = `IN${DEFAULT_COUNTRY_CODE}`;

// Two letters (`DE`) or three digits (`419`, a UN area such as Latin America) after the language
// and an optional script: the region subtag of a BCP 47 tag, for browsers without Intl.Locale.
const REGION_SUBTAG = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2}|\d{3})(?:-|$)/i;

/** The region a locale tag names, else the one its language is most likely spoken in. */
export function regionsOfLocale(tag: string): string[] {
  const regions: string[] = [];
  const add = (region: string | undefined) => {
    const upper = region?.toUpperCase();
    if (upper && !regions.includes(upper)) regions.push(upper);
  };
  const explicit = REGION_SUBTAG.exec(tag.trim())?.[1];
  add(explicit);
  if (typeof Intl !== 'undefined' && typeof Intl.Locale === 'function') {
    try {
      const locale = new Intl.Locale(tag.trim());
      add(locale.region);
      // `de` → `de-Latn-DE`; `es-419` has no country of its own, so its language's country follows.
      add(new Intl.Locale(locale.language).maximize().region);
    } catch {
      // A malformed tag: only what the pattern found.
    }
  }
  return regions;
}

/**
 * The dialling-code picker's starting value (`<ISO code><dial code>`, e.g. `DE+49`) from the
 * browser's preferred languages, in order: the first tag whose region (or its language's likeliest
 * region) has a dialling code wins; nothing usable gives the spec's +91.
 */
export function defaultCountryFor(languages: readonly string[], source: Record<string, CountrySource>): string {
  for (const tag of languages) {
    if (typeof tag !== 'string' || !tag.trim()) continue;
    for (const region of regionsOfLocale(tag)) {
      const dial = source[region]?.phone[0];
      if (typeof dial === 'number') return `${region}+${dial}`;
    }
  }
  return FALLBACK_COUNTRY;
}

/** The browser's preferred languages, most wanted first (empty outside a browser). */
export function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  const list = Array.isArray(navigator.languages) ? [...navigator.languages] : [];
  if (navigator.language && !list.includes(navigator.language)) list.push(navigator.language);
  return list;
}
