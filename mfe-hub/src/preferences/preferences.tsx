// The customer's language and theme in the signed-in header (the signed-out screens offer them too, in their own look).
import type { CSSProperties } from 'react';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Switch, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSelect, useThemeMode } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../i18n/resources';

/**
 * The interface language, a native select in antd's look (its control height, border, radius and
 * colours from the theme tokens, so it follows the light and dark themes): it opens the
 * phone's own picker at 375 px and keeps antd's Select, with its dropdown machinery, out of every
 * signed-in screen's first load.
 */
export function HubLanguagePicker({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  return (
    <LanguageSelect
      aria-label={t('layout.language')}
      data-testid="hub-language"
      style={{
        minWidth: 140,
        height: token.controlHeight,
        paddingInline: token.paddingXS,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
        fontSize: token.fontSize,
        cursor: 'pointer',
        ...style,
      }}
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
