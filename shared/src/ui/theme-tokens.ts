import { theme as antdTheme, type ThemeConfig } from 'antd';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import type { ThemeMode } from './theme.js';

extend([a11yPlugin, mixPlugin]);

/** Normal-size text must contrast at least this much with what is behind it (WCAG 2.2 AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** antd's preset tag colours: a preset tag writes shade 7 on shade 1 of its palette. */
const PRESET_COLORS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;

/**
 * Token overrides that lift antd's defaults to readable contrast. antd's own blue, greys, status
 * colours and placeholders sit between 1.8:1 and 4.1:1 on their backgrounds; these values keep the
 * look (same hues) and reach 4.5:1 for text on the page, on cards, on the grey layout and inside tags.
 *
 * Light: one darker blue works both as text on white and as a fill behind white text.
 * Dark: no blue can do both on a near-black page, so fills keep antd's blue (white text on it passes)
 * while everything that writes the colour as text (links, selected tabs and menu items, info tags)
 * takes a lighter one.
 */
const LIGHT_TOKENS = {
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  colorPrimaryHover: '#1f5fc4',
  colorLinkHover: '#1f5fc4',
  colorPrimaryActive: '#003eb3',
  colorLinkActive: '#003eb3',
  colorPrimaryTextHover: '#1f5fc4',
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fff7e6',
  colorWarningBorder: '#ffd591',
  colorError: '#c41d2b',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
} as const;

const DARK_TEXT_BLUE = '#5ea4ff';
// Seed colours (primary, info, link, error) go through antd's dark algorithm, which darkens them:
// the seeds here are chosen for what comes out of it.
const DARK_TOKENS = {
  colorInfo: DARK_TEXT_BLUE,
  colorLink: DARK_TEXT_BLUE,
  colorLinkHover: '#8dbfff',
  colorLinkActive: '#3c89e8',
  colorPrimaryText: DARK_TEXT_BLUE,
  colorPrimaryTextHover: '#8dbfff',
  colorPrimaryTextActive: '#3c89e8',
  colorPrimaryHover: '#1f6fe0',
  colorPrimaryActive: '#1554ad',
  colorError: '#ff7073',
  colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
  colorTextDescription: 'rgba(255, 255, 255, 0.62)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.58)',
} as const;

/**
 * Per component: an empty table writes "No data" in the disabled grey, which must read like any
 * description; in dark mode, components that write the primary colour as text take the readable blue.
 */
const LIGHT_COMPONENTS: ThemeConfig['components'] = {
  Table: { colorTextDisabled: LIGHT_TOKENS.colorTextDescription },
};
const DARK_COMPONENTS: ThemeConfig['components'] = {
  Table: { colorTextDisabled: DARK_TOKENS.colorTextDescription },
  Tabs: { itemSelectedColor: DARK_TEXT_BLUE, itemHoverColor: '#8dbfff', itemActiveColor: '#3c89e8', inkBarColor: DARK_TEXT_BLUE },
  Menu: { itemSelectedColor: DARK_TEXT_BLUE },
};

/** For each preset colour, the first shade from 7 on that reads on the tag's shade-1 background. */
function readablePresetShades(mode: ThemeMode, base: Record<string, unknown>): Record<string, string> {
  const tokens = antdTheme.getDesignToken({ algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, token: base });
  const palette = tokens as unknown as Record<string, string>;
  const shades: Record<string, string> = {};
  for (const preset of PRESET_COLORS) {
    const background = palette[`${preset}1`]!;
    const shade = [7, 8, 9, 10].map((index) => palette[`${preset}${index}`]!).find((color) => colord(color).contrast(background) >= MIN_TEXT_CONTRAST + 0.1);
    // Both spellings: they share one CSS variable, and the dashed one is written last.
    if (shade) shades[`${preset}7`] = shades[`${preset}-7`] = shade;
  }
  return shades;
}

const cache = new Map<ThemeMode, ThemeConfig>();

/** The antd theme of a page in `mode`: antd's algorithm plus the contrast overrides above. */
export function themeConfig(mode: ThemeMode): ThemeConfig {
  const cached = cache.get(mode);
  if (cached) return cached;
  const base = mode === 'dark' ? DARK_TOKENS : LIGHT_TOKENS;
  const config: ThemeConfig = {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { ...base, ...readablePresetShades(mode, base) },
    components: mode === 'dark' ? DARK_COMPONENTS : LIGHT_COMPONENTS,
  };
  cache.set(mode, config);
  return config;
}
