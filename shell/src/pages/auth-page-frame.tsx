import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedOutPage, SignedOutPreferences, SignInPanel } from '@switchboard/shared/ui';
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

/**
 * The sign-in pages' footer: the language and the theme of the page. Both become the agent's saved
 * preferences once they sign in.
 */
export function AuthPageLanguage() {
  const { t } = useTranslation('shell');
  return (
    <SignedOutPreferences
      labels={{ language: t('profile.language'), theme: t('account.theme'), light: t('account.themeLight'), dark: t('account.themeDark') }}
      onChosen={rememberSignedOutChoice}
    />
  );
}
