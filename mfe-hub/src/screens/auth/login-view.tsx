import { useTranslation } from 'react-i18next';
import { PasswordSignInForm } from '@switchboard/shared/ui';
import { hubAuthApi } from '../../api';
import { useHubErrorText } from '../../feedback/hub-error-text';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { preloadSignedInArea } from '../../signed-in-area';
import { useCompleteSignIn } from './use-complete-sign-in';

export interface LoginViewProps {
  organizationId: string | null;
  /** Where the customer goes after signing in. */
  target: string;
  onForgotPassword: () => void;
}

/**
 * The login view of the auth screen, drawn without antd (the first screen of a customer's visit).
 * A refusal is said in the form, with the attempts left or the seconds to wait; the next screen
 * says the customer is in.
 */
export function LoginView({ organizationId, target, onForgotPassword }: LoginViewProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const errorText = useHubErrorText();
  const completeSignIn = useCompleteSignIn();

  return (
    <PasswordSignInForm
      name={t('pages.auth')}
      signIn={async (email, password) => {
        const { access_token } = await hubAuthApi.login({ email, password, ...(organizationId ? { organizationId } : {}) });
        await completeSignIn(access_token, target);
      }}
      // ACCOUNT_NOT_VERIFIED included: its text says to register again (a code is bound to the tab that registered).
      refusal={(error) => errorText(error, t('messages.loginFailed'))}
      labels={{ email: t('auth.email'), password: t('auth.password'), submit: t('auth.login'), required: t('messages.emailPasswordRequired') }}
      onSubmitting={preloadSignedInArea}
      beforeSubmit={
        <div className="sb-so-end">
          <button type="button" className="sb-so-link" onClick={onForgotPassword}>
            {t('auth.forgotLink')}
          </button>
        </div>
      }
    />
  );
}
