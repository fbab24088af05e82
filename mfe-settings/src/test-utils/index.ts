export * from './render-section';
