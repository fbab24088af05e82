export * from './hub-layout';
