import {
  REMOTE_CONTRACT_VERSION,
  remoteCompatibility,
  UNVERSIONED_REMOTE_CONTRACT,
  type RemoteId,
} from '@switchboard/shared/contracts';
import type { RemoteFeature } from '@switchboard/shared/ui';

/** A remote built against another major version of the shell ⇄ remote contract: it must not run. */
export class RemoteVersionError extends Error {
  constructor(
    readonly remoteId: RemoteId,
    readonly remoteVersion: string,
    readonly shellVersion: string,
  ) {
    super(`Remote "${remoteId}" implements contract ${remoteVersion}, incompatible with the shell's ${shellVersion}`);
    this.name = 'RemoteVersionError';
  }
}

/** The contract version a feature states; a remote from before versioning implements the first one. */
export function featureVersion(feature: RemoteFeature): string {
  return typeof feature.version === 'string' ? feature.version : UNVERSIONED_REMOTE_CONTRACT;
}

/**
 * Lets a remote one or more minors apart through (it only adds or ignores optional parts) and throws
 * `RemoteVersionError` for one a major apart or with a version that is not semver.
 */
export function assertCompatibleRemote(id: RemoteId, feature: RemoteFeature, shellVersion: string = REMOTE_CONTRACT_VERSION): void {
  const version = featureVersion(feature);
  const compatibility = remoteCompatibility(version, shellVersion);
  if (!compatibility.compatible) throw new RemoteVersionError(id, version, shellVersion);
  if (compatibility.minorsApart > 0) {
    console.info(`[shell] remote "${id}" implements contract ${version}, the shell ${shellVersion}: compatible`);
  }
}
