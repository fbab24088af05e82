export * from './use-hub-feedback';
