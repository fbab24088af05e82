import { Outlet } from 'react-router-dom';
import { AppProviders } from '@switchboard/shared/ui';

/**
 * Every screen but the sign-in renders inside antd's one ConfigProvider (theme, direction, locale,
 * toasts): this frame, a chunk of its own with the antd kit, stays mounted while the agent moves
 * between those screens. The sign-in screen stands outside it, so a first visit loads no antd.
 */
export default function KitFrame({ notifyApiErrors = true }: { notifyApiErrors?: boolean }) {
  return (
    <AppProviders notifyApiErrors={notifyApiErrors}>
      <Outlet />
    </AppProviders>
  );
}
