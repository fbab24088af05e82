import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, type ApiError } from '@switchboard/shared/client';
import { i18n } from '@switchboard/shared/i18n';
import type { SessionUser } from '@switchboard/shared/session';
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
 * Agent email + password sign-in (oauth/login, then users/me). Keeps the input when it fails. Plain
 * elements on the signed-out look, not antd: the first screen of every visit does not wait for the kit.
 */
export function AgentLoginForm({ onSignedIn, onSubmitting, footer }: AgentLoginFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);

  // A refusal is said once, in the alert above the fields: it stays while the agent corrects the
  // input and is read out by screen readers.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    if (!email || !password) {
      setFailure(t('login.required'));
      return;
    }
    setSending(true);
    setFailure(null);
    onSubmitting?.();
    try {
      await authApi.login(email, password);
      onSignedIn(await authApi.me());
    } catch (error) {
      setFailure(loginErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <SignInPanel style={{ margin: '64px auto' }}>
      <h1 className="sb-so-title">{t('login.title')}</h1>
      <p className="sb-so-muted">{t('login.subtitle')}</p>
      {failure ? (
        <div className="sb-so-alert" role="alert" data-testid="login-error">
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="8" fill="currentColor" />
            <path d="M5.5 5.5l5 5m0-5l-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span>{failure}</span>
        </div>
      ) : null}
      {/* The browser's own checks would speak before ours, in another language: the form checks itself. */}
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
        <div className="sb-so-field">
          <label className="sb-so-label" htmlFor={`${id}-email`}>
            {t('login.email')}
          </label>
          <input id={`${id}-email`} className="sb-so-input" name="email" type="email" autoComplete="username" placeholder={t('login.emailPlaceholder')} autoFocus disabled={sending} />
        </div>
        <div className="sb-so-field">
          <label className="sb-so-label" htmlFor={`${id}-password`}>
            {t('login.password')}
          </label>
          <div className="sb-so-secret">
            <input
              id={`${id}-password`}
              className="sb-so-input"
              name="password"
              type={revealed ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              disabled={sending}
            />
            <button type="button" className="sb-so-reveal" aria-pressed={revealed} aria-label={t('login.showPassword')} onClick={() => setRevealed((shown) => !shown)} disabled={sending}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
                <circle cx="12" cy="12" r="3" />
                {revealed ? null : <path d="M3 3l18 18" />}
              </svg>
            </button>
          </div>
        </div>
        <button type="submit" className="sb-so-button" disabled={sending}>
          {sending ? <span className="sb-so-spinner" aria-hidden="true" /> : null}
          {t('login.signIn')}
        </button>
      </form>
      {footer}
    </SignInPanel>
  );
}
