// Everything a signed-in agent sees, in one lazy chunk: the sign-in screen loads none of it. It is
// fetched while the sign-in request is in flight, or at start when the browser remembers a session.
import { Navigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import { visibleEntries } from '../layout/sidebar-entries';

export { AppLayout } from '../layout/app-layout';
export { RemoteSection } from '../remotes/remote-section';

/** The agent app opens on tickets; a user who cannot see tickets opens their first sidebar area. */
export function HomeRedirect() {
  const { permissions } = usePermissions();
  const entries = visibleEntries(permissions);
  const home = entries.some((entry) => entry.id === 'tickets') ? '/tickets' : (entries[0]?.path ?? paths.permission());
  return <Navigate to={home} replace />;
}
