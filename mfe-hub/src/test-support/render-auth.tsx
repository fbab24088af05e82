import { AuthPage } from '../screens/auth-page';
import { renderHub } from './render-hub';

/** Renders the hub auth screen at `path` inside antd's App (for toasts), with a location probe. */
export function renderAuth(path = '/hub/auth') {
  return renderHub(path, {
    '/hub/auth': <AuthPage />,
    '/hub/tickets': <p>tickets page</p>,
    '/hub/ticket/:id': <p>ticket page</p>,
  });
}
