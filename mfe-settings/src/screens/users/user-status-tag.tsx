import { useTranslation } from 'react-i18next';
import type { UserAdminStatus } from '@switchboard/shared/contracts';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { KitTag } from '@switchboard/shared/crud';

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
    <KitTag color={look.color} data-testid="user-status">
      {t(look.key)}
    </KitTag>
  );
}
