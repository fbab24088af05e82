export * from './priority';
export * from './status-tag';
export * from './use-lookups';
