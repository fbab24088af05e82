export { bodyOf, type FakeReply, fakeServer, renderAuth } from './render-auth';
export { renderHub, signInTestCustomer, TEST_CUSTOMER } from './render-hub';
