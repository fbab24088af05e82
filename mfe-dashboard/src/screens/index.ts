export * from './overview-page';
