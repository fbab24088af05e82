import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The no-permission message and its detail, inside the layout (sign out stays in the top bar). */
export function PermissionPage() {
  const { t } = useTranslation('shell');
  return (
    <Result status="403" title={t('permission.title')} subTitle={t('permission.message')} data-testid="permission-page">
      <Typography.Paragraph style={{ textAlign: 'center', marginBottom: 0 }}>{t('permission.detail')}</Typography.Paragraph>
    </Result>
  );
}
