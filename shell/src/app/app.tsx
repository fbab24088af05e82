import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@switchboard/shared/ui';
import { SessionBridge } from './session-bridge';
import { ShellRoutes } from './shell-routes';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionBridge />
        <ShellRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
