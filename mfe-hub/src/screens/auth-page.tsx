import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { NotBuiltYet } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../i18n/resources';
import { readHubSession } from '../session';

/** Where a signed-in customer goes from the auth screen: the `state` hash parameter, else the tickets. */
export function hubReturnTarget(hash: string): string {
  const state = new URLSearchParams(hash.replace(/^#/, '')).get('state');
  // Only hub paths: an address from the URL must never lead off the hub.
  return state && state.startsWith('/hub/') && !state.startsWith('//') ? state : paths.hubTickets();
}

/** `hub/auth`: sign-in, registration and password reset arrive in a later issue. */
export function AuthPage() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const { hash } = useLocation();
  if (readHubSession()) return <Navigate to={hubReturnTarget(hash)} replace />;
  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: token.paddingLG }}>
      <div style={{ width: '100%', maxWidth: 560 }}>
        <NotBuiltYet title={<span data-testid="page-title">{t('pages.auth')}</span>} />
      </div>
    </Flex>
  );
}
