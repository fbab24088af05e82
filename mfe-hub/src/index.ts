import { loadEnv } from '@switchboard/shared/client';
import { readHubUser } from './session/remembered-customer';
import { preloadForRememberedCustomer } from './signed-in-area';

// Asked for at once, beside the app's own code rather than after it has run: the settings every
// request needs and, for a customer this browser remembers, the frame and the screen of this address.
// A failure here is the app's to say when it asks again.
void loadEnv().catch(() => undefined);
if (readHubUser() !== null) preloadForRememberedCustomer(window.location.pathname);

void import('./bootstrap');
