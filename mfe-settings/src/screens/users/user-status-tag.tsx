import { Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { UserAdminStatus } from '@switchboard/shared/contracts';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';

const LOOK: Record<UserAdminStatus, { color: string; key: string }> = {
  active: { color: 'green', key: 'users.active' },
  disabled: { color: 'default', key: 'users.disabled' },
  invited: { color: 'blue', key: 'users.invited' },
};

/** Active, disabled or invited, in words and colour. */
export function UserStatusTag({ status }: { status: UserAdminStatus }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const look = LOOK[status] ?? LOOK.disabled;
  return (
    <Tag color={look.color} data-testid="user-status">
      {t(look.key)}
    </Tag>
  );
}
