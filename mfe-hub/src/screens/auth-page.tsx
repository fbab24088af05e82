import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { lazyChunk, SignedOutPage, SignInPanel, WithKit } from '@switchboard/shared/ui';
import { parseRegistrationInvite, parseResetParams, withoutResetParams, type ResetLinkParams } from '../auth';
import { HubBrand, useHubBranding } from '../branding';
import { HUB_NAMESPACE } from '../i18n/resources';
import { HubSessionLoading, useHubSessionStatus } from '../session';
import { LoginView } from './auth/login-view';
import { readPendingRegistration } from './auth/pending-registration';
import { SignInPreferences } from './auth/sign-in-preferences';

// The sign-in view is drawn without antd; registration, forgotten and reset password are antd forms,
// fetched (with the kit, on a page that has not loaded it) when the customer opens them.
const RegisterView = lazyChunk(() => import('./auth/register-view').then((m) => ({ default: m.RegisterView })));
const ForgotPasswordView = lazyChunk(() => import('./auth/forgot-password-view').then((m) => ({ default: m.ForgotPasswordView })));
const ResetPasswordView = lazyChunk(() => import('./auth/reset-password-view').then((m) => ({ default: m.ResetPasswordView })));

/** Where a signed-in customer goes from the auth screen: the `state` hash parameter, else the tickets. */
export function hubReturnTarget(hash: string): string {
  const state = new URLSearchParams(hash.replace(/^#/, '')).get('state');
  // Only hub paths: an address from the URL must never lead off the hub.
  return state && state.startsWith('/hub/') && !state.startsWith('//') ? state : paths.hubTickets();
}

export type AuthView = 'login' | 'register' | 'forgot' | 'reset';

/** `hub/auth`: login, register, forgot password and reset password views. */
export function AuthPage() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the reset parameters leave the URL right away, the invitation stays for reloads.
  const [resetLink, setResetLink] = useState<ResetLinkParams | null>(() => parseResetParams(location.search));
  const [invite] = useState(() => parseRegistrationInvite(location.search));
  // A registration waiting for its code in this tab (a reload of the code step) reopens there.
  const [view, setView] = useState<AuthView>(() => (resetLink ? 'reset' : invite || readPendingRegistration() ? 'register' : 'login'));
  // Checked on arrival, after restoring a remembered customer: a sign-in made here navigates by itself.
  const session = useHubSessionStatus(false);
  const branding = useHubBranding(invite?.organizationId ?? null);
  // An organisation that closed self-registration offers no sign-up, except to an invited customer.
  const canRegister = branding?.selfRegistration !== false || Boolean(invite);

  useEffect(() => {
    // The link's secret must not stay in the address bar or the history.
    if (parseResetParams(location.search)) {
      navigate({ pathname: location.pathname, search: withoutResetParams(location.search), hash: location.hash }, { replace: true });
    }
  }, [location, navigate]);

  if (session === 'restoring') return <HubSessionLoading />;
  if (session === 'signedIn') return <Navigate to={hubReturnTarget(location.hash)} replace />;

  const organizationId = invite?.organizationId ?? null;
  const target = hubReturnTarget(location.hash);
  const headings: Record<AuthView, { title: string; subtitle: string }> = {
    login: { title: t('auth.loginTitle'), subtitle: t('auth.loginSubtitle') },
    register: { title: t('auth.registerTitle'), subtitle: t('auth.registerSubtitle') },
    forgot: { title: t('auth.forgotTitle'), subtitle: t('auth.forgotSubtitle') },
    reset: { title: t('auth.resetTitle'), subtitle: t('auth.resetSubtitle', { email: resetLink?.email ?? '' }) },
  };

  const loading = t('auth.loading');
  return (
    <SignedOutPage>
      <SignInPanel style={{ maxWidth: 440, marginBlock: 'auto' }}>
        <HubBrand branding={branding} level={5} />
        <h1 className="sb-so-title" data-testid="page-title" style={{ marginTop: 4 }}>
          {headings[view].title}
        </h1>
        <p className="sb-so-muted">{headings[view].subtitle}</p>
        {view === 'login' && <LoginView organizationId={organizationId} target={target} onForgotPassword={() => setView('forgot')} />}
        {view === 'register' && (
          <WithKit loadingLabel={loading}>
            <RegisterView organizationId={organizationId} ticketId={invite?.ticketId ?? null} />
          </WithKit>
        )}
        {view === 'forgot' && (
          <WithKit loadingLabel={loading}>
            <ForgotPasswordView organizationId={organizationId} onBackToLogin={() => setView('login')} />
          </WithKit>
        )}
        {view === 'reset' && resetLink && (
          <WithKit loadingLabel={loading}>
            <ResetPasswordView
              link={resetLink}
              onFailed={() => {
                setResetLink(null);
                setView('login');
              }}
            />
          </WithKit>
        )}
        {(view === 'login' || view === 'register') && (canRegister || view === 'register') && (
          <p className="sb-so-center sb-so-muted">
            <span>{view === 'login' ? t('auth.noAccount') : t('auth.haveAccount')}</span>
            <button type="button" className="sb-so-link" onClick={() => setView(view === 'login' ? 'register' : 'login')}>
              {view === 'login' ? t('auth.register') : t('auth.login')}
            </button>
          </p>
        )}
        <SignInPreferences />
      </SignInPanel>
    </SignedOutPage>
  );
}
