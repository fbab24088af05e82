import { useTranslation } from 'react-i18next';
import { SignedOutPreferences } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';

/**
 * Language and theme before signing in, as native controls (the sign-in screen loads no antd): the
 * same choices the header offers afterwards, remembered in this browser.
 */
export function SignInPreferences() {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <div data-testid="sign-in-preferences">
      <SignedOutPreferences labels={{ language: t('layout.language'), theme: t('layout.theme'), light: t('layout.themeLight'), dark: t('layout.themeDark') }} />
    </div>
  );
}
