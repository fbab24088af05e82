export * from './renderShell';
