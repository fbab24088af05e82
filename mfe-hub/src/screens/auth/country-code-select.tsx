import { useEffect, useMemo } from 'react';
import { Select } from 'antd';
import { countries } from 'countries-list';
import { useTranslation } from 'react-i18next';
import { browserLanguages, buildCountryOptions, defaultCountryFor, intlCountryNames, type CountryOption } from '../../auth';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { flagUrl } from './flag-urls';

export interface CountryCodeSelectProps {
  /** `<ISO code><dial code>`, e.g. `IN+91`: dial codes alone are shared (US and CA are both +1). */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** The flag as an image (emoji flags show as letter boxes on Windows and most Linux desktops). */
function Flag({ country }: { country: CountryOption }) {
  const src = flagUrl(country.code);
  if (!src) return <span aria-hidden>{country.flag}</span>; // a code flag-icons lacks
  return <img src={src} alt="" width={20} height={15} loading="lazy" style={{ verticalAlign: 'middle', borderRadius: 2 }} />;
}

/** Searchable picker of ~250 countries with flags and dialling codes; its own chunk (the data is ~20 KB). */
export function CountryCodeSelect({ value, onChange, id }: CountryCodeSelectProps) {
  const { t, i18n } = useTranslation(HUB_NAMESPACE);
  const locale = i18n.language;
  // No choice yet: start at the country of the browser's locale (the data arrives with this chunk).
  useEffect(() => {
    if (!value) onChange?.(defaultCountryFor(browserLanguages(), countries));
  }, [value, onChange]);
  const options = useMemo(
    () =>
      buildCountryOptions(countries, locale, intlCountryNames(locale)).map((country) => ({
        value: `${country.code}${country.dialCode}`,
        label: (
          <span>
            <Flag country={country} /> <bdi dir="ltr">{country.dialCode}</bdi>
          </span>
        ),
        search: `${country.name} ${country.dialCode} ${country.code}`.toLowerCase(),
        title: country.name,
        country,
      })),
    [locale],
  );
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ filterOption: (input, option) => !!option?.search.includes(input.trim().toLowerCase()) }}
      optionRender={(option) => (
        <span>
          <Flag country={option.data.country} /> {option.data.country.name} (<bdi dir="ltr">{option.data.country.dialCode}</bdi>)
        </span>
      )}
      popupMatchSelectWidth={280}
      placeholder={t('auth.searchCountry')}
      aria-label={t('auth.countryCode')}
      style={{ width: 120 }}
    />
  );
}
