// The customer's language and theme: the header offers them, and so does every signed-out screen.
import type { CSSProperties } from 'react';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@switchboard/shared/contracts';
import { LANGUAGE_NAMES, setLanguage } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { useThemeMode } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../i18n/resources';

/**
 * The interface language: `setLanguage` stores it (it outlives the page), loads its strings and sets
 * `<html lang dir>`, so Arabic turns the page right-to-left at once.
 */
export function HubLanguagePicker({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const lang = useSession((state) => state.lang);
  return (
    <Select<Locale>
      aria-label={t('layout.language')}
      data-testid="hub-language"
      value={lang}
      onChange={(next) => void setLanguage(next)}
      // Each language named in itself: a reader lost in a foreign interface still finds their own.
      options={LOCALES.map((locale) => ({ value: locale, label: <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>, title: LANGUAGE_NAMES[locale] }))}
      showSearch={{ optionFilterProp: 'title' }}
      style={{ minWidth: 140, ...style }}
      popupMatchSelectWidth={false}
    />
  );
}

/** Light or dark, remembered in localStorage like the signed-in header's switch. */
export function HubThemeSwitch() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const themeMode = useThemeMode((state) => state.theme);
  const setThemeMode = useThemeMode((state) => state.setTheme);
  return (
    <Switch
      aria-label={t('layout.darkTheme')}
      data-testid="hub-theme"
      checked={themeMode === 'dark'}
      checkedChildren={<MoonOutlined />}
      unCheckedChildren={<SunOutlined />}
      onChange={(dark) => setThemeMode(dark ? 'dark' : 'light')}
    />
  );
}
