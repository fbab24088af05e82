import { REMOTE_CONTRACT_VERSION } from '@switchboard/shared/contracts';
import { feature } from './feature';

it('states the contract version it is built against, the current one', () => {
  // A contract bump (even a minor one) is a reminder to check this remote and raise its stamp.
  expect(feature.version).toBe(REMOTE_CONTRACT_VERSION);
});
