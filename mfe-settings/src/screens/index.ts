export * from './data-actions';
export * from './placeholder-page';
export * from './settings-index';
