export * from './App';
export * from './BootFailure';
export * from './SessionBridge';
export * from './ShellRoutes';
