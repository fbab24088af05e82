import { useMemo } from 'react';
import { Select } from 'antd';
import { countries } from 'countries-list';
import { useTranslation } from 'react-i18next';
import { buildCountryOptions, intlCountryNames } from '../../auth';
import { HUB_NAMESPACE } from '../../i18n/resources';

export interface CountryCodeSelectProps {
  /** `<ISO code><dial code>`, e.g. `IN+91`: dial codes alone are shared (US and CA are both +1). */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** Searchable picker of ~250 countries with flags and dialling codes; its own chunk (the data is ~20 KB). */
export function CountryCodeSelect({ value, onChange, id }: CountryCodeSelectProps) {
  const { t, i18n } = useTranslation(HUB_NAMESPACE);
  const locale = i18n.language;
  const options = useMemo(
    () =>
      buildCountryOptions(countries, locale, intlCountryNames(locale)).map((country) => ({
        value: `${country.code}${country.dialCode}`,
        label: `${country.flag} ${country.dialCode}`,
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
      optionRender={(option) => `${option.data.country.flag} ${option.data.country.name} (${option.data.country.dialCode})`}
      popupMatchSelectWidth={280}
      placeholder={t('auth.searchCountry')}
      aria-label={t('auth.countryCode')}
      style={{ width: 120 }}
    />
  );
}
