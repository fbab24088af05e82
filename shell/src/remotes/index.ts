export {
  fetchRemoteFeature,
  registerAllRemotes,
  RemoteLoadError,
  remoteEntryUrls,
} from './federation-runtime';
export { loadedFeature, loadFeature } from './load-feature';
export { assertCompatibleRemote, featureVersion, RemoteVersionError } from './remote-version';
export { RemoteErrorBoundary, RemoteSection, type RemoteSectionProps } from './remote-section';
