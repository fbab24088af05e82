import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, type ApiError } from '@switchboard/shared/client';
import { i18n } from '@switchboard/shared/i18n';
import type { SessionUser } from '@switchboard/shared/session';
import { PasswordSignInForm } from './password-sign-in-form.js';
import { SignInPanel } from './sign-in-panel.js';

export interface AgentLoginFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** Called as the credentials are sent: the host starts fetching what it shows next, in parallel. */
  onSubmitting?: () => void;
  /** Below the sign-in button: the host's links (forgot password) and controls (language). */
  footer?: ReactNode;
}

/** The server's message (translated when its code is known), else the generic text. */
function loginErrorMessage(error: unknown): string {
  const body = (error as ApiError).response?.data;
  if (body?.code && i18n.exists(`errors.${body.code}`, { ns: 'common' }) && body.code !== 'VALIDATION_FAILED') {
    return i18n.t(`errors.${body.code}`, { ns: 'common' });
  }
  if (body?.message) return body.message;
  return i18n.t('login.invalid', { ns: 'common' });
}

/**
 * Agent email + password sign-in (oauth/login, then users/me) on the signed-out look, not antd: the
 * first screen of every visit does not wait for the kit.
 */
export function AgentLoginForm({ onSignedIn, onSubmitting, footer }: AgentLoginFormProps) {
  const { t } = useTranslation('common');
  return (
    <SignInPanel style={{ margin: '64px auto' }}>
      <h1 className="sb-so-title">{t('login.title')}</h1>
      <p className="sb-so-muted">{t('login.subtitle')}</p>
      <PasswordSignInForm
        signIn={async (email, password) => {
          await authApi.login(email, password);
          onSignedIn(await authApi.me());
        }}
        refusal={loginErrorMessage}
        labels={{ email: t('login.email'), password: t('login.password'), submit: t('login.signIn'), required: t('login.required') }}
        placeholders={{ email: t('login.emailPlaceholder'), password: t('login.passwordPlaceholder') }}
        onSubmitting={onSubmitting}
      />
      {footer}
    </SignInPanel>
  );
}
