import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserAdminStatus } from '@switchboard/shared/contracts';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';

/** Active or disabled, in words and colour. */
export function UserStatusTag({ status }: { status: UserAdminStatus }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (
    <Tag color={status === 'active' ? 'green' : 'default'} data-testid="user-status">
      {t(status === 'active' ? 'users.active' : 'users.disabled')}
    </Tag>
  );
}
