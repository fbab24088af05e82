import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@switchboard/shared/contracts';
import { LANGUAGE_NAMES, setLanguage } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { SignedOutPage, SignInPanel, useThemeMode, type ThemeMode } from '@switchboard/shared/ui';
import { rememberSignedOutChoice } from '../account/signed-out-choice';

/**
 * The frame of the signed-out pages: app title, a card holding `children`, the language below. Plain
 * elements on the signed-out look (no antd), so the sign-in screen is drawn before the kit loads.
 */
export function AuthPageFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <SignedOutPage appName={t('app.title')}>
      {title ? (
        <SignInPanel style={{ marginBlock: 64 }}>
          <h1 className="sb-so-title">{title}</h1>
          {children}
        </SignInPanel>
      ) : (
        children
      )}
    </SignedOutPage>
  );
}

const THEMES: readonly ThemeMode[] = ['light', 'dark'];

/**
 * The sign-in pages' footer: the language and the theme of the page, as native controls (a select
 * answers typing and arrow keys by itself). Both apply at once (Arabic turns the page right-to-left)
 * and become the agent's saved preferences once they sign in.
 */
export function AuthPageLanguage() {
  const { t } = useTranslation('shell');
  const lang = useSession((state) => state.lang);
  const theme = useThemeMode((state) => state.theme);
  const setTheme = useThemeMode((state) => state.setTheme);
  const chooseLanguage = (next: Locale) => {
    void setLanguage(next);
    rememberSignedOutChoice({ language: next });
  };
  const chooseTheme = (next: ThemeMode) => {
    setTheme(next);
    rememberSignedOutChoice({ theme: next });
  };
  return (
    <div className="sb-so-footer">
      <div>
        <label className="sb-so-label" htmlFor="signin-language">
          {t('profile.language')}
        </label>
        <select id="signin-language" className="sb-so-select" value={lang} onChange={(event) => chooseLanguage(event.target.value as Locale)} data-testid="signin-language">
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="sb-so-fieldset" data-testid="signin-theme">
        <legend className="sb-so-label">{t('account.theme')}</legend>
        <div className="sb-so-choices">
          {THEMES.map((mode) => (
            <label key={mode} className="sb-so-choice">
              <input type="radio" name="signin-theme" value={mode} checked={theme === mode} onChange={() => chooseTheme(mode)} />
              <span>{t(mode === 'light' ? 'account.themeLight' : 'account.themeDark')}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
