export * from './priority';
export * from './status-tag';
export * from './use-lookups';
export * from './use-entity';
export * from './use-latest-search';
export * from './use-leave-guard';
export * from './use-list-url';
