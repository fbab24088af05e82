import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AgentLoginForm } from '@switchboard/shared/ui';
import { afterSignInTarget } from '../routing/login-target';
import { AuthPageFrame, AuthPageLanguage } from './auth-page-frame';

/**
 * Agent sign-in; afterwards the user goes back to the page that sent them here (`redirect`).
 * `onSubmitting` lets the app fetch the signed-in screens while the credentials are checked. The
 * whole screen is drawn without antd: it is the first screen of most visits.
 */
export function LoginPage({ onSubmitting }: { onSubmitting?: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <AuthPageFrame>
      <AgentLoginForm
        onSignedIn={() => navigate(afterSignInTarget(search), { replace: true })}
        onSubmitting={onSubmitting}
        footer={
          <>
            <p style={{ margin: '12px 0 0', textAlign: 'center' }}>
              <Link to="/forgot-password" className="sb-so-link" data-testid="forgot-password-link">
                {t('password.forgotLink')}
              </Link>
            </p>
            <AuthPageLanguage />
          </>
        }
      />
    </AuthPageFrame>
  );
}
