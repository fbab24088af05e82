export { type MockHandler, mockHttp, type MockReply } from './http-mock.js';
export { makeUser, resetSession, signIn } from './session.js';
export { renderInKitFrame } from './kit-frame.js';
