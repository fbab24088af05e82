import { useEffect } from 'react';
import type { Locale } from '@switchboard/shared/contracts';
import { directionOf } from '@switchboard/shared/i18n';

/** `<html lang dir>` follow the session's language: on signed-in pages (`<AppProviders>`) and signed-out ones alike. */
export function useDocumentLanguage(lang: Locale): void {
  const direction = directionOf(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = direction;
  }, [lang, direction]);
}
