import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@switchboard/shared/ui';
import { SessionBridge } from './SessionBridge';
import { ShellRoutes } from './ShellRoutes';

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
