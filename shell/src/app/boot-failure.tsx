import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** env.json could not be read: nothing can work, so say so and offer a reload. */
export function BootFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="error"
        title={t('boot.failed')}
        subTitle={error instanceof Error ? error.message : undefined}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('boot.reload')}
          </Button>
        }
      />
    </Flex>
  );
}
