import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@switchboard/shared/ui';
import { feature } from './feature';
import { readHubSession, readHubUser } from './session';
import { preloadForRememberedCustomer } from './signed-in-area';

if (readHubSession() !== null || readHubUser() !== null) preloadForRememberedCustomer(window.location.pathname);

// The customer hub runs alone at /hub/ with its own customer sign-in, never an agent session.
createRoot(document.getElementById('root')!).render(<StandaloneApp feature={feature} requireAgentSession={false} />);
