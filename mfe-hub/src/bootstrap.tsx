import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@switchboard/shared/ui';
import { feature } from './feature';

// The customer hub runs alone at /hub/ with its own customer sign-in, never an agent session.
createRoot(document.getElementById('root')!).render(<StandaloneApp feature={feature} requireAgentSession={false} />);
