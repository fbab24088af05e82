import { useEffect, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import enUS from 'antd/es/locale/en_US.js';
import type { Locale as AntdLocale } from 'antd/es/locale/index.js';
import { I18nextProvider } from 'react-i18next';
import { setErrorNotifier } from '@switchboard/shared/client';
import { TOAST_LIFE_MS, type Locale } from '@switchboard/shared/contracts';
import { cachedAntdLocale, directionOf, i18n, loadAntdLocale } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { useThemeMode, type ThemeMode } from './theme.js';
import { themeConfig } from './theme-tokens.js';
import { useDocumentLanguage } from './document-language.js';

export interface AppProvidersProps {
  children?: ReactNode;
  /** Forces a theme; otherwise the stored choice (`theme` in localStorage) applies. */
  theme?: ThemeMode;
  /** Routes the global API error handler to antd notifications (default true). */
  notifyApiErrors?: boolean;
  /**
   * The providers hold a part within a screen drawn without antd (a filter bar's controls, say): their
   * element takes no box of its own, so the parts lay out as the screen's own children.
   */
  island?: boolean;
}

/**
 * antd's strings for the language. Never undefined: antd wraps its tree in a locale provider only
 * when a locale is given, so going from none to one would remount (and reset) the whole app.
 * English is bundled; other languages load on demand while the previous one stays in place.
 */
function useAntdLocale(lang: Locale): AntdLocale {
  const [locale, setLocale] = useState<AntdLocale>(() => (lang === 'en-us' ? enUS : cachedAntdLocale(lang) ?? enUS));
  useEffect(() => {
    if (lang === 'en-us') {
      setLocale(enUS);
      return;
    }
    const cached = cachedAntdLocale(lang);
    if (cached) {
      setLocale(cached);
      return;
    }
    let current = true;
    loadAntdLocale(lang)
      .then((loaded) => current && setLocale(loaded))
      .catch(() => undefined); // keep the previous strings
    return () => {
      current = false;
    };
  }, [lang]);
  return locale;
}

/** Sends API errors the global handler reports to antd's themed notifications (toasts last 5 s). */
function ApiErrorToasts() {
  const { notification } = AntdApp.useApp();
  useEffect(() => {
    setErrorNotifier((notice) =>
      notification.error({ title: notice.title, description: notice.description, duration: TOAST_LIFE_MS / 1000 }),
    );
    return () => setErrorNotifier(null);
  }, [notification]);
  return null;
}

/** Paints the page itself from the theme tokens, so no white margin shows around a dark app. */
function PageColors({ mode }: { mode: 'light' | 'dark' }) {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    const { style } = document.body;
    style.backgroundColor = token.colorBgLayout;
    style.color = token.colorText;
    document.documentElement.style.colorScheme = mode;
  }, [token.colorBgLayout, token.colorText, mode]);
  return null;
}

/**
 * Page-wide fixes antd has no token for. The table's hidden measuring row copies the column titles
 * (a "select all" checkbox too): it is hidden from assistive technology, so nothing in it may take keyboard focus.
 * The password field's eye is a click target of at least 24 × 24 px. Text someone typed carries its own
 * direction (`dir="auto"` or `"ltr"`), but antd's right-to-left typography class sets the page's
 * direction on the element and would override it: an English title in Arabic would lose its end
 * punctuation to the wrong side and be cut at its start.
 */
const A11Y_CSS = `
.ant-table-measure-row { visibility: hidden; }
.ant-typography-rtl[dir="ltr"], .ant-typography-rtl[dir="auto"]:dir(ltr) { direction: ltr; }
.ant-input-password-icon { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; }
`;

/**
 * Where toasts start, in px from the top of the window: below the tallest top bar (the hub's 64 px
 * header; the shell's is 56 px) with a small gap, so a message or notification never covers the
 * header's buttons (the bell, the profile, the theme switch) while it is on screen.
 */
export const TOAST_TOP_OFFSET = 72;

const ISLAND_STYLE = { display: 'contents' } as const;

/**
 * antd's providers: theme, direction and antd locale follow the session language and stored theme;
 * `<html lang dir>` follows too. A screen drawn without antd may hold several (one per antd part, see
 * `WithKit`); all follow the same state and share antd's one style cache.
 */
export function AppProviders({ children, theme, notifyApiErrors = true, island = false }: AppProvidersProps) {
  const lang = useSession((state) => state.lang);
  const storedTheme = useThemeMode((state) => state.theme);
  const mode = theme ?? storedTheme;
  const direction = directionOf(lang);
  const locale = useAntdLocale(lang);

  useDocumentLanguage(lang);

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        direction={direction}
        locale={locale}
        theme={themeConfig(mode)}
      >
        <style href="sb-a11y" precedence="default">
          {A11Y_CSS}
        </style>
        <PageColors mode={mode} />
        <AntdApp message={{ top: TOAST_TOP_OFFSET }} notification={{ top: TOAST_TOP_OFFSET }} style={island ? ISLAND_STYLE : undefined}>
          {notifyApiErrors ? <ApiErrorToasts /> : null}
          {children}
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
