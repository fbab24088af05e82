import { useEffect, useState } from 'react';
import { Button, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { SignInPanel } from '@switchboard/shared/ui';
import { parseRegistrationInvite, parseResetParams, withoutResetParams, type ResetLinkParams } from '../auth';
import { HubBrand, useHubBranding } from '../branding';
import { HUB_NAMESPACE } from '../i18n/resources';
import { HubSessionLoading, useHubSessionStatus } from '../session';
import { ForgotPasswordView } from './auth/forgot-password-view';
import { LoginView } from './auth/login-view';
import { readPendingRegistration } from './auth/pending-registration';
import { RegisterView } from './auth/register-view';
import { ResetPasswordView } from './auth/reset-password-view';
import { SignInPreferences } from './auth/sign-in-preferences';

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
  const { token } = theme.useToken();
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

  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh', padding: token.paddingLG, background: token.colorBgLayout }}>
      <SignInPanel style={{ width: '100%', maxWidth: 440 }}>
        <SignInPreferences />
        <HubBrand branding={branding} level={5} />
        <Typography.Title level={1} data-testid="page-title" style={{ marginTop: 4, fontSize: token.fontSizeHeading3 }}>
          {headings[view].title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{headings[view].subtitle}</Typography.Paragraph>
        {view === 'login' && <LoginView organizationId={organizationId} target={target} onForgotPassword={() => setView('forgot')} />}
        {view === 'register' && <RegisterView organizationId={organizationId} ticketId={invite?.ticketId ?? null} />}
        {view === 'forgot' && <ForgotPasswordView organizationId={organizationId} onBackToLogin={() => setView('login')} />}
        {view === 'reset' && resetLink && (
          <ResetPasswordView
            link={resetLink}
            onFailed={() => {
              setResetLink(null);
              setView('login');
            }}
          />
        )}
        {(view === 'login' || view === 'register') && (canRegister || view === 'register') && (
          <Flex justify="center" align="center" gap={4} style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">{view === 'login' ? t('auth.noAccount') : t('auth.haveAccount')}</Typography.Text>
            <Button type="link" style={{ paddingInline: 4 }} onClick={() => setView(view === 'login' ? 'register' : 'login')}>
              {view === 'login' ? t('auth.register') : t('auth.login')}
            </Button>
          </Flex>
        )}
      </SignInPanel>
    </Flex>
  );
}
