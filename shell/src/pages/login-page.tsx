import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AgentLoginForm } from '@switchboard/shared/ui';
import { afterSignInTarget } from '../routing/login-target';

/** Agent sign-in; afterwards the user goes back to the page that sent them here (`redirect`). */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Flex component="main" vertical align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Typography.Title level={2} style={{ marginBlock: '48px 0' }}>
        {t('app.title')}
      </Typography.Title>
      <AgentLoginForm onSignedIn={() => navigate(afterSignInTarget(search), { replace: true })} />
    </Flex>
  );
}
