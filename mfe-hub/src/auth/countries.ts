/** A country of the dialling-code picker (reduced to what the form shows). */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, e.g. `IN`. */
  code: string;
  name: string;
  /** Dialling code with its `+`, e.g. `+91`. */
  dialCode: string;
  flag: string;
}

/** Source rows as `countries-list` ships them. */
export interface CountrySource {
  name: string;
  phone: number[];
}

/** Flag emoji from the two-letter code (regional indicator symbols). */
export function flagOf(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));
}

/**
 * Every country with a dialling code, one option per code (a few territories share several), sorted
 * by the name in the given locale. `localName` translates names; unknown ones keep the English name.
 */
export function buildCountryOptions(
  source: Record<string, CountrySource>,
  locale = 'en-us',
  localName: (code: string) => string | undefined = () => undefined,
): CountryOption[] {
  const options: CountryOption[] = [];
  for (const [code, country] of Object.entries(source)) {
    const name = localName(code) || country.name;
    for (const phone of country.phone) options.push({ code, name, dialCode: `+${phone}`, flag: flagOf(code) });
  }
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => collator.compare(a.name, b.name) || a.dialCode.localeCompare(b.dialCode));
}

/** Country names in the interface language through the browser's Intl data. */
export function intlCountryNames(locale: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => {
      const name = names.of(code);
      return name && name !== code ? name : undefined;
    };
  } catch {
    return () => undefined;
  }
}
