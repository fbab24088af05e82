import type { CSSProperties } from 'react';
import { LOCALES, type Locale } from '@switchboard/shared/contracts';
import { LANGUAGE_NAMES, setLanguage } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';

export interface LanguageSelectProps {
  id?: string;
  className?: string;
  style?: CSSProperties;
  /** Its name when no `<label>` points at it. */
  'aria-label'?: string;
  'data-testid'?: string;
  /** After the language was applied. */
  onChosen?: (language: Locale) => void;
}

/**
 * The interface language as a native select: it answers typing and arrow keys by itself, opens the
 * phone's own picker on a small screen, and needs no component kit. `setLanguage` stores the choice (it
 * outlives the page), loads its strings and sets `<html lang dir>`, so Arabic turns the page
 * right-to-left at once.
 */
export function LanguageSelect({ onChosen, ...props }: LanguageSelectProps) {
  const lang = useSession((state) => state.lang);
  return (
    <select
      {...props}
      value={lang}
      onChange={(event) => {
        const next = event.target.value as Locale;
        void setLanguage(next);
        onChosen?.(next);
      }}
    >
      {/* Each language named in itself: a reader lost in a foreign interface still finds their own. */}
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LANGUAGE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
