import { Flex } from 'antd';
import { AppProviders, RetryResult } from '@switchboard/shared/ui';
import { useTranslation } from 'react-i18next';

/** env.json could not be read: nothing can work, so say so and offer a reload. */
export function BootFailure({ error }: { error: unknown }) {
  return (
    <AppProviders notifyApiErrors={false}>
      <BootFailureScreen error={error} />
    </AppProviders>
  );
}

function BootFailureScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <RetryResult
        status="error"
        title={t('boot.failed')}
        hint={error instanceof Error ? error.message : undefined}
        retryLabel={t('boot.reload')}
        onRetry={() => window.location.reload()}
      />
    </Flex>
  );
}
