export * from './reply-editor';
export * from './strings';
