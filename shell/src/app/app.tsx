import { BrowserRouter } from 'react-router-dom';
import { SessionBridge } from './session-bridge';
import { ShellRoutes } from './shell-routes';

/** The shell: antd's providers are inside the routes (every screen but the sign-in renders in them). */
export function App() {
  return (
    <BrowserRouter>
      <SessionBridge />
      <ShellRoutes />
    </BrowserRouter>
  );
}
