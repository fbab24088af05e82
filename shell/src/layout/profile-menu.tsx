import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Typography } from 'antd';
import { Avatar, Divider, Popover } from '@switchboard/shared/antd-signed-in';
import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { authApi } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { useSession } from '@switchboard/shared/session';
import { leaveThen } from '@switchboard/shared/ui';
import { ChangePasswordModal, LanguagePicker } from '../account';
import { initialsOf } from '../common/initials';


function UserAvatar({ size }: { size: number }) {
  const user = useSession((state) => state.user);
  const [pictureBroken, setPictureBroken] = useState(false);
  const picture = user?.profilePicture && !pictureBroken ? user.profilePicture : undefined;
  return (
    <Avatar
      size={size}
      src={picture}
      onError={() => {
        setPictureBroken(true);
        return false;
      }}
    >
      {initialsOf(user?.name || user?.email)}
    </Avatar>
  );
}

/** Profile popover of the top bar: who is signed in, the language, the profile page, the password, and sign out. */
export function ProfileMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    await authApi.logout(); // revokes the refresh token, then clears the session whatever happened
    setOpen(false);
    navigate(paths.login(), { replace: true });
  };

  // Escape closes the popover from anywhere inside it and gives focus back to the button; an open
  // language list takes the first Escape for itself.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || (event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    setOpen(false);
    button.current?.focus();
  };

  const content = (
    <Flex vertical gap={12} style={{ minWidth: 240, maxWidth: 300 }} data-testid="profile-popover" onKeyDown={closeOnEscape}>
      <Flex gap={12} align="center">
        <UserAvatar size={48} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis data-testid="profile-name">
            {user?.name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis data-testid="profile-email">
            {user?.email}
          </Typography.Text>
        </Flex>
      </Flex>
      <Divider style={{ margin: 0 }} />
      <LanguagePicker persist />
      <Button
        icon={<UserOutlined />}
        block
        onClick={() => {
          setOpen(false);
          navigate(paths.profile());
        }}
        data-testid="open-profile"
      >
        {t('account.title')}
      </Button>
      <Button
        icon={<KeyOutlined />}
        block
        onClick={() => {
          setOpen(false);
          setChangingPassword(true);
        }}
        data-testid="change-password"
      >
        {t('password.changeTitle')}
      </Button>
      <Button icon={<LogoutOutlined />} danger block loading={signingOut} onClick={() => leaveThen(() => void logout())} data-testid="logout">
        {t('profile.logout')}
      </Button>
    </Flex>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content}>
        <Button
          ref={button}
          type="text"
          shape="circle"
          aria-label={t('profile.open', { name: user?.name ?? '' })}
          data-testid="profile-button"
          style={{ padding: 0, height: 'auto' }}
        >
          <UserAvatar size={32} />
        </Button>
      </Popover>
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
