// The other languages are not re-exported: each is a lazy chunk (see resources.ts).
export * from './en-us';
export * from './resources';
