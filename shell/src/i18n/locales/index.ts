// The other languages are not re-exported: each is a lazy chunk (see ../index.ts).
export * from './en-us';
