export * from './placeholder-page';
