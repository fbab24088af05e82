import { Suspense, useEffect, useRef, useState } from 'react';
import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePressOutside } from '@switchboard/shared/crud';
import { authApi } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { useSession } from '@switchboard/shared/session';
import { leaveThen } from '@switchboard/shared/session';
import { KitButton, lazyChunk, preloadKit, WithKit } from '@switchboard/shared/ui';
import { initialsOf } from '../common/initials';

// The panel's language list and the password dialog draw with antd: each is fetched (with antd's
// providers, where the frame has none yet) when first wanted, not with the frame.
const LanguagePicker = lazyChunk(() => import('../account/language-picker').then((module) => ({ default: module.LanguagePicker })));
const ChangePasswordModal = lazyChunk(() => import('../account/change-password-modal').then((module) => ({ default: module.ChangePasswordModal })));

/** Starts fetching the panel's language list and antd's providers, before the panel is opened. */
function preloadPanel(): void {
  preloadKit();
  void import('../account/language-picker').catch(() => undefined);
}

/** Where the language list will be (its label and a field's height), while it loads. */
const LANGUAGE_PLACE = <div style={{ height: 58 }} aria-busy="true" />;

/** The agent's picture, or their initials when there is none or it does not load. */
function UserAvatar({ size }: { size: 32 | 48 }) {
  const user = useSession((state) => state.user);
  const [pictureBroken, setPictureBroken] = useState(false);
  const picture = user?.profilePicture && !pictureBroken ? user.profilePicture : undefined;
  return (
    <span className="sb-frame-avatar" data-size={size} aria-hidden="true">
      {picture ? <img src={picture} alt="" onError={() => setPictureBroken(true)} /> : initialsOf(user?.name || user?.email)}
    </span>
  );
}

/**
 * The profile panel of the top bar: who is signed in, the language, the profile page, the password, and
 * sign out. The button, the panel and its buttons are plain (the frame's look); the language list and the
 * password dialog are antd's, fetched as the pointer or the focus comes to the button. A click
 * outside or Escape closes it, Escape giving the focus back to the button.
 */
export function ProfileMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  // Once opened, the dialog stays mounted, so it can animate closed.
  const [passwordWanted, setPasswordWanted] = useState(false);
  if (changingPassword && !passwordWanted) setPasswordWanted(true);
  const [signingOut, setSigningOut] = useState(false);

  usePressOutside(open, root, () => setOpen(false));
  // Escape closes it from the button or anywhere inside and gives the focus back to the button; an open
  // language list takes the first Escape for itself.
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as HTMLElement;
      if (target !== button.current && target.getAttribute('aria-expanded') === 'true') return;
      setOpen(false);
      button.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const logout = async () => {
    setSigningOut(true);
    await authApi.logout(); // revokes the refresh token, then clears the session whatever happened
    setOpen(false);
    navigate(paths.login(), { replace: true });
  };

  return (
    <div className="sb-frame-anchor" ref={root}>
      <button
        ref={button}
        type="button"
        className="sb-frame-avatar-btn"
        aria-label={t('profile.open', { name: user?.name ?? '' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        data-testid="profile-button"
      >
        <UserAvatar size={32} />
      </button>
      {open ? (
        <div className="sb-frame-panel" role="dialog" aria-label={t('account.title')} data-testid="profile-popover">
          <div className="sb-frame-panel-user">
            <UserAvatar size={48} />
            <div className="sb-frame-panel-who">
              <strong className="sb-frame-ellipsis" data-testid="profile-name">
                {user?.name}
              </strong>
              <span className="sb-frame-ellipsis sb-frame-secondary" data-testid="profile-email">
                {user?.email}
              </span>
            </div>
          </div>
          <hr className="sb-frame-divider" />
          <WithKit fallback={LANGUAGE_PLACE}>
            <Suspense fallback={LANGUAGE_PLACE}>
              <LanguagePicker persist />
            </Suspense>
          </WithKit>
          <KitButton
            icon={<UserOutlined />}
            style={{ width: '100%' }}
            onClick={() => {
              setOpen(false);
              navigate(paths.profile());
            }}
            data-testid="open-profile"
          >
            {t('account.title')}
          </KitButton>
          <KitButton
            icon={<KeyOutlined />}
            style={{ width: '100%' }}
            onClick={() => {
              setOpen(false);
              setChangingPassword(true);
            }}
            data-testid="change-password"
          >
            {t('password.changeTitle')}
          </KitButton>
          <KitButton icon={<LogoutOutlined />} danger style={{ width: '100%' }} loading={signingOut} onClick={() => leaveThen(() => void logout())} data-testid="logout">
            {t('profile.logout')}
          </KitButton>
        </div>
      ) : null}
      {passwordWanted ? (
        <WithKit fallback={null}>
          <Suspense fallback={null}>
            <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
          </Suspense>
        </WithKit>
      ) : null}
    </div>
  );
}
