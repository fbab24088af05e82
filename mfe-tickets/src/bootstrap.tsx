import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@switchboard/shared/ui';
import { feature } from './feature';

// Running alone (`npm run dev -w @switchboard/mfe-tickets`): the remote with its own providers and sign-in.
createRoot(document.getElementById('root')!).render(<StandaloneApp feature={feature} requireAgentSession />);
