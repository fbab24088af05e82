import { Badge, Button, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The bell's place in the top bar; the notification list arrives in a later release and says so. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('notifications.title')}
      content={<Typography.Text type="secondary">{t('notifications.later')}</Typography.Text>}
    >
      <Button type="text" shape="circle" aria-label={t('notifications.title')} data-testid="notifications-button">
        <Badge count={0} size="small">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
