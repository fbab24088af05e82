import { useEffect, type ReactNode } from 'react';
import { useSession } from '@switchboard/shared/session';
import { useDocumentLanguage } from './document-language.js';
import { useThemeMode, type ThemeMode } from './theme.js';

/**
 * The signed-out screens (the agent sign-in; the frame and box of the password and invitation pages
 * and of the hub's sign-in) are drawn with plain elements and the stylesheet below instead of antd, so a first visit does not download and run
 * the component kit (about half of the sign-in's script). The hub's signed-in frame and tickets list
 * draw with the same tokens (`plainLookVariables`). They take their colours, sizes and font from
 * the kit's theme: these are antd's tokens for `themeConfig(mode)`, and a test keeps them equal.
 */
export const SIGNED_OUT_TOKENS = {
  light: {
    colorBgLayout: '#f5f5f5',
    colorBgContainer: '#ffffff',
    colorText: 'rgba(0,0,0,0.88)',
    colorTextSecondary: 'rgba(0,0,0,0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorBorder: '#d9d9d9',
    colorBorderSecondary: '#f0f0f0',
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#1f5fc4',
    colorPrimaryActive: '#003eb3',
    colorLink: '#0958d9',
    colorLinkHover: '#1f5fc4',
    colorError: '#c41d2b',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#eb9594',
    colorTextLightSolid: '#fff',
    colorBgContainerDisabled: 'rgba(0,0,0,0.04)',
    colorTextDisabled: 'rgba(0,0,0,0.25)',
    controlOutline: 'rgba(5,145,255,0.1)',
    colorFillSecondary: 'rgba(0,0,0,0.06)',
    colorFillTertiary: 'rgba(0,0,0,0.04)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextQuaternary: 'rgba(0,0,0,0.25)',
    colorPrimaryBg: '#e6f4ff',
    colorPrimaryText: '#0958d9',
    colorBgElevated: '#ffffff',
    colorBgMask: 'rgba(0,0,0,0.45)',
    colorFillAlter: 'rgba(0,0,0,0.02)',
    colorTextHeading: 'rgba(0,0,0,0.88)',
    colorSplit: 'rgba(5,5,5,0.06)',
    controlItemBgActive: '#e6f4ff',
    controlItemBgActiveHover: '#add8ff',
    orange1: '#fff7e6',
    orange3: '#ffd591',
    orange7: '#ad4e00',
    red1: '#fff1f0',
    red3: '#ffa39e',
    red7: '#cf1322',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#85c0ff',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorFillQuaternary: 'rgba(0,0,0,0.02)',
    colorPrimaryBorderHover: '#579df2',
    green1: '#f6ffed',
    green3: '#b7eb8f',
    green7: '#237804',
    blue1: '#e6f4ff',
    blue3: '#91caff',
    blue7: '#0958d9',
  },
  dark: {
    colorBgLayout: '#000000',
    colorBgContainer: '#141414',
    colorText: 'rgba(255,255,255,0.85)',
    colorTextSecondary: 'rgba(255,255,255,0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.58)',
    colorBorder: '#424242',
    colorBorderSecondary: '#303030',
    colorPrimary: '#1668dc',
    colorPrimaryHover: '#1f6fe0',
    colorPrimaryActive: '#1554ad',
    colorLink: '#538edc',
    colorLinkHover: '#8dbfff',
    colorError: '#dc6265',
    colorErrorBg: '#2c1a1c',
    colorErrorBorder: '#5b3031',
    colorTextLightSolid: '#fff',
    colorBgContainerDisabled: 'rgba(255,255,255,0.08)',
    colorTextDisabled: 'rgba(255,255,255,0.25)',
    controlOutline: 'rgba(23,117,249,0.31)',
    colorFillSecondary: 'rgba(255,255,255,0.12)',
    colorFillTertiary: 'rgba(255,255,255,0.08)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextQuaternary: 'rgba(255,255,255,0.25)',
    colorPrimaryBg: '#15325b',
    colorPrimaryText: '#5ea4ff',
    colorBgElevated: '#1f1f1f',
    colorBgMask: 'rgba(0,0,0,0.45)',
    colorFillAlter: 'rgba(255,255,255,0.04)',
    colorTextHeading: 'rgba(255,255,255,0.85)',
    colorSplit: 'rgba(253,253,253,0.12)',
    controlItemBgActive: '#15325b',
    controlItemBgActiveHover: '#15417e',
    orange1: '#2b1d11',
    orange3: '#593815',
    orange7: '#e89a3c',
    red1: '#2a1215',
    red3: '#58181c',
    red7: '#f37370',
    colorWarning: '#d89614',
    colorWarningBg: '#2b2111',
    colorWarningBorder: '#594214',
    colorInfo: '#538edc',
    colorInfoBg: '#181f2c',
    colorInfoBorder: '#2a3f5b',
    colorSuccess: '#49aa19',
    colorSuccessBg: '#162312',
    colorSuccessBorder: '#274916',
    colorFillQuaternary: 'rgba(255,255,255,0.04)',
    colorPrimaryBorderHover: '#15417e',
    green1: '#162312',
    green3: '#274916',
    green7: '#6abe39',
    blue1: '#111a2c',
    blue3: '#15325b',
    blue7: '#3c89e8',
  },
} as const satisfies Record<ThemeMode, Record<string, string>>;

/** Shared by both themes (antd's defaults, unchanged by the theme). */
export const PLAIN_LOOK_FONT_FAMILY = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'`;

/** The tokens of `mode` as CSS custom properties (`--sb-colorText:…;`), for a stylesheet drawn without antd. */
export const plainLookVariables = (mode: ThemeMode) =>
  Object.entries(SIGNED_OUT_TOKENS[mode])
    .map(([name, value]) => `--sb-${name}:${value};`)
    .join('');

/**
 * Every rule is scoped to `.sb-signed-out` (the page, or a panel inside an antd page) and uses logical
 * properties, so right-to-left pages mirror by themselves. Fields and buttons are at least 32 px high
 * (the theme choices 28 px), focus is always visible, and nothing depends on hover.
 */
const SIGNED_OUT_CSS = `
.sb-signed-out[data-theme="light"]{${plainLookVariables('light')}color-scheme:light}
.sb-signed-out[data-theme="dark"]{${plainLookVariables('dark')}color-scheme:dark}
.sb-signed-out{box-sizing:border-box;color:var(--sb-colorText);font-family:${PLAIN_LOOK_FONT_FAMILY};font-size:14px;line-height:1.5714}
.sb-signed-out *,.sb-signed-out *::before,.sb-signed-out *::after{box-sizing:border-box}
.sb-so-page{display:flex;flex-direction:column;align-items:center;min-height:100vh;padding:16px;background:var(--sb-colorBgLayout)}
.sb-so-app-title{margin:48px 0 0;font-size:30px;font-weight:600;line-height:1.35;color:var(--sb-colorText)}
.sb-so-panel{width:100%;max-width:400px;padding:24px;background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorderSecondary);border-radius:8px}
.sb-so-title{margin:0 0 0.5em;font-size:24px;font-weight:600;line-height:1.35}
.sb-so-muted{margin:0 0 1em;color:var(--sb-colorTextSecondary)}
.sb-so-field{margin-bottom:24px}
.sb-so-label{display:block;padding-bottom:8px}
.sb-so-input,.sb-so-select{display:block;width:100%;min-height:32px;margin:0;padding:4px 11px;font:inherit;color:var(--sb-colorText);background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:6px;transition:border-color .2s,box-shadow .2s}
.sb-so-input::placeholder{color:var(--sb-colorTextPlaceholder);opacity:1}
.sb-so-input:hover,.sb-so-select:hover{border-color:var(--sb-colorPrimaryHover)}
.sb-so-input:focus,.sb-so-select:focus{outline:none;border-color:var(--sb-colorPrimary);box-shadow:0 0 0 2px var(--sb-controlOutline)}
.sb-so-input:disabled,.sb-so-select:disabled{color:var(--sb-colorTextDisabled);background:var(--sb-colorBgContainerDisabled);border-color:var(--sb-colorBorder);cursor:not-allowed}
.sb-so-secret{position:relative}
.sb-so-secret .sb-so-input{padding-inline-end:44px}
.sb-so-reveal{position:absolute;inset-block:0;inset-inline-end:0;display:inline-flex;align-items:center;justify-content:center;min-width:40px;padding:0 8px;color:var(--sb-colorTextSecondary);background:none;border:0;border-radius:6px;cursor:pointer}
.sb-so-reveal:hover{color:var(--sb-colorText)}
.sb-so-reveal:focus-visible,.sb-so-button:focus-visible,.sb-so-link:focus-visible,.sb-so-choice input:focus-visible+span{outline:2px solid var(--sb-colorPrimary);outline-offset:1px}
.sb-so-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;width:100%;min-height:32px;padding:4px 15px;font:inherit;color:var(--sb-colorTextLightSolid);background:var(--sb-colorPrimary);border:1px solid transparent;border-radius:6px;box-shadow:0 2px 0 var(--sb-controlOutline);cursor:pointer;transition:background .2s}
.sb-so-button:hover{background:var(--sb-colorPrimaryHover)}
.sb-so-button:active{background:var(--sb-colorPrimaryActive)}
.sb-so-button:disabled{color:var(--sb-colorTextDisabled);background:var(--sb-colorBgContainerDisabled);border-color:var(--sb-colorBorder);box-shadow:none;cursor:not-allowed}
.sb-so-spinner{width:14px;height:14px;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:sb-so-spin .8s linear infinite}
@keyframes sb-so-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.sb-so-spinner{animation-duration:3s}}
.sb-so-alert{display:flex;align-items:flex-start;gap:8px;margin-bottom:16px;padding:8px 12px;background:var(--sb-colorErrorBg);border:1px solid var(--sb-colorErrorBorder);border-radius:8px}
.sb-so-alert svg{flex:none;margin-top:4px;color:var(--sb-colorError)}
.sb-so-link{color:var(--sb-colorLink);text-decoration:none}
.sb-so-link:hover{color:var(--sb-colorLinkHover);text-decoration:underline}
button.sb-so-link{min-height:24px;padding:0 4px;font:inherit;background:none;border:0;border-radius:4px;cursor:pointer}
.sb-so-end{display:flex;justify-content:flex-end;margin:-8px 0 16px}
.sb-so-center{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:4px;margin-block-start:16px}
.sb-so-loading{display:flex;align-items:center;justify-content:center;min-height:50vh;color:var(--sb-colorPrimary)}
.sb-so-loading .sb-so-spinner{width:32px;height:32px;border-width:3px}
.sb-so-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.sb-so-footer{display:flex;flex-wrap:wrap;align-items:flex-end;gap:16px;margin-block-start:16px}
.sb-so-footer>*{flex:1 1 180px;min-width:0}
.sb-so-footer>.sb-so-fieldset{flex:0 0 auto}
.sb-so-fieldset{min-width:0;margin:0;padding:0;border:0}
.sb-so-choices{display:inline-flex;padding:2px;background:var(--sb-colorFillSecondary);border:0;border-radius:6px;margin:0}
.sb-so-choice{position:relative;display:inline-flex}
.sb-so-choice input{position:absolute;opacity:0;width:100%;height:100%;margin:0;cursor:pointer}
.sb-so-choice span{display:inline-flex;align-items:center;min-height:28px;padding:0 11px;color:var(--sb-colorTextSecondary);border-radius:4px}
.sb-so-choice input:checked+span{color:var(--sb-colorText);background:var(--sb-colorBgContainer);box-shadow:0 1px 2px rgba(0,0,0,0.12)}
`;

/** The signed-out stylesheet, once per page (React hoists and dedupes it by `href`). */
export function SignedOutStyles() {
  return (
    <style href="sb-signed-out" precedence="default">
      {SIGNED_OUT_CSS}
    </style>
  );
}

/** The theme a signed-out element draws in: the stored choice (`<AppProviders>` reads the same). */
export function useSignedOutTheme(): ThemeMode {
  return useThemeMode((state) => state.theme);
}

/**
 * Said while something loads before the kit is there (a spinner; `label` for screen readers). The
 * signed-out look's colours, so a dark page does not flash white.
 */
export function SignedOutLoading({ label, testId }: { label?: string; testId?: string }) {
  const mode = useSignedOutTheme();
  return (
    <div className="sb-signed-out sb-so-loading" data-theme={mode} role="status" aria-busy="true" data-testid={testId}>
      <SignedOutStyles />
      <span className="sb-so-spinner" aria-hidden="true" />
      {label ? <span className="sb-so-hidden">{label}</span> : null}
    </div>
  );
}

/**
 * Paints the page behind a screen drawn without antd in the theme's `surface` colour and gives the
 * document the theme's colour scheme (scrollbars, the browser's own controls), so no other colour shows
 * past it (a phone overscrolling in dark mode); gives the page back after. antd's providers do the same
 * for the screens inside them.
 */
export function usePagePaint(mode: ThemeMode, surface: 'colorBgLayout' | 'colorBgContainer' = 'colorBgLayout'): void {
  useEffect(() => {
    const { style } = document.body;
    const root = document.documentElement.style;
    const before = { background: style.backgroundColor, color: style.color, scheme: root.colorScheme };
    style.backgroundColor = SIGNED_OUT_TOKENS[mode][surface];
    style.color = SIGNED_OUT_TOKENS[mode].colorText;
    root.colorScheme = mode;
    return () => {
      style.backgroundColor = before.background;
      style.color = before.color;
      root.colorScheme = before.scheme;
    };
  }, [mode, surface]);
}

/**
 * A whole signed-out page without the antd kit: the page's language, direction and colours, `appName`
 * (when given) above, `children` below it. The body takes the page's colours, so no white margin shows
 * in dark mode.
 */
export function SignedOutPage({ appName, children }: { appName?: string; children: ReactNode }) {
  const lang = useSession((state) => state.lang);
  const mode = useSignedOutTheme();
  useDocumentLanguage(lang);
  usePagePaint(mode);
  return (
    <main className="sb-signed-out sb-so-page" data-theme={mode}>
      <SignedOutStyles />
      {appName ? <h2 className="sb-so-app-title">{appName}</h2> : null}
      {children}
    </main>
  );
}
