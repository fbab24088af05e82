export { makeUser, resetSession, signIn, startInEnglish } from './session.js';
export { renderInKitFrame } from './kit-frame.js';
export { resetClient } from './client.js';
export { webStorageText } from './web-storage.js';
