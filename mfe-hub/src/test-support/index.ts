export { renderAuth } from './render-auth';
export { renderHub, signInTestCustomer, startEachTestSignedIn, TEST_CUSTOMER } from './render-hub';
export { clientTicket, HUB_STATUSES } from './tickets';
