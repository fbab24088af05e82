import type { Locale } from '@switchboard/shared/contracts';
import { LanguageSelect } from './language-select.js';
import { useThemeMode, type ThemeMode } from './theme.js';

const THEMES: readonly ThemeMode[] = ['light', 'dark'];

export interface SignedOutPreferencesProps {
  labels: { language: string; theme: string; light: string; dark: string };
  /** After the language or theme was applied (the shell keeps them for the agent's preferences). */
  onChosen?: (choice: { language?: Locale; theme?: ThemeMode }) => void;
}

/**
 * The language and theme of a signed-out page, as native controls on the signed-out look (a select
 * answers typing and arrow keys by itself). Both apply at once: Arabic turns the page right-to-left,
 * and both are remembered in this browser.
 */
export function SignedOutPreferences({ labels, onChosen }: SignedOutPreferencesProps) {
  const theme = useThemeMode((state) => state.theme);
  const setTheme = useThemeMode((state) => state.setTheme);
  return (
    <div className="sb-so-footer">
      <div>
        <label className="sb-so-label" htmlFor="signin-language">
          {labels.language}
        </label>
        <LanguageSelect
          id="signin-language"
          className="sb-so-select"
          data-testid="signin-language"
          onChosen={(language) => onChosen?.({ language })}
        />
      </div>
      <fieldset className="sb-so-fieldset" data-testid="signin-theme">
        <legend className="sb-so-label">{labels.theme}</legend>
        <div className="sb-so-choices">
          {THEMES.map((mode) => (
            <label key={mode} className="sb-so-choice">
              <input
                type="radio"
                name="signin-theme"
                value={mode}
                checked={theme === mode}
                onChange={() => {
                  setTheme(mode);
                  onChosen?.({ theme: mode });
                }}
              />
              <span>{mode === 'light' ? labels.light : labels.dark}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
