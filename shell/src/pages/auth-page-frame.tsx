import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SignInPanel, useThemeMode, type ThemeMode } from '@switchboard/shared/ui';
import { LanguagePicker } from '../account/language-picker';
import { rememberSignedOutChoice } from '../account/preferences';
import { ThemeChoice } from '../account/theme-choice';

/** The frame of the signed-out pages: app title, a card holding `children`, the language below. */
export function AuthPageFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Flex component="main" vertical align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Typography.Title level={2} style={{ marginBlock: '48px 0' }}>
        {t('app.title')}
      </Typography.Title>
      {title ? (
        <SignInPanel style={{ maxWidth: 400, width: '100%', marginBlock: 64 }}>
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
            {title}
          </Typography.Title>
          {children}
        </SignInPanel>
      ) : (
        children
      )}
    </Flex>
  );
}

/**
 * The sign-in pages' footer: the language and the theme of the page. Both apply at once (Arabic turns
 * the page right-to-left) and become the agent's saved preferences once they sign in.
 */
export function AuthPageLanguage() {
  const theme = useThemeMode((state) => state.theme);
  const setTheme = useThemeMode((state) => state.setTheme);
  const chooseTheme = (next: ThemeMode) => {
    setTheme(next);
    rememberSignedOutChoice({ theme: next });
  };
  return (
    <Flex wrap gap={16} align="flex-end" style={{ marginBlockStart: 16 }}>
      <div style={{ flex: '1 1 180px', minWidth: 0 }}>
        <LanguagePicker id="signin-language-label" />
      </div>
      <ThemeChoice id="signin-theme-label" value={theme} onChange={chooseTheme} testId="signin-theme" />
    </Flex>
  );
}
