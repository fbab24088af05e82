import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="404"
        // The page's one heading, like every other screen's title.
        title={<h1 style={{ fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', margin: 0 }}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.message')}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })} data-testid="not-found-home">
            {t('notFound.home')}
          </Button>
        }
      />
    </Flex>
  );
}
