export * from './federationRuntime';
export * from './loadFeature';
export * from './RemoteSection';
