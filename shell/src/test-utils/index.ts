export * from './jsdom-polyfills';
export * from './renderShell';
