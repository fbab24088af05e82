// The customer's language and theme in the signed-in header (the signed-out screens offer them too, in their own look).
import { useTranslation } from 'react-i18next';
import { LanguageSelect, useThemeMode } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../i18n/resources';
import { icons, PlainIcon } from '../look';

/**
 * The interface language, a native select in the kit's look (it follows the light and dark themes):
 * it opens the phone's own picker at 375 px, and typing and arrow keys work without a component kit.
 */
export function HubLanguagePicker() {
  const { t } = useTranslation(HUB_NAMESPACE);
  return <LanguageSelect aria-label={t('layout.language')} data-testid="hub-language" className="sb-hub-select" />;
}

/** Light or dark, remembered in localStorage like the signed-in header's switch. */
export function HubThemeSwitch() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const themeMode = useThemeMode((state) => state.theme);
  const setThemeMode = useThemeMode((state) => state.setTheme);
  const dark = themeMode === 'dark';
  return (
    <button
      type="button"
      role="switch"
      className="sb-hub-switch"
      aria-label={t('layout.darkTheme')}
      aria-checked={dark}
      data-testid="hub-theme"
      onClick={() => setThemeMode(dark ? 'light' : 'dark')}
    >
      <span className="sb-hub-switch-knob">
        <PlainIcon icon={dark ? icons.MoonOutlined : icons.SunOutlined} />
      </span>
    </button>
  );
}
