import { expect } from 'vitest';
import type { FakeBluesky, FakeBlueskyAccount } from '../../../test/bluesky-server.js';
import { type ChannelAccess, NetworkError } from './network.js';

/** The `NetworkError` a call ends in (the test fails when it ends otherwise). */
export async function networkFailure(work: Promise<unknown>): Promise<NetworkError> {
  const caught = await work.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(NetworkError);
  return caught as NetworkError;
}

/** A Bluesky account of the stand-in as the engine hands it to the adapter (its app password opened). */
export const blueskyChannel = (
  pds: Pick<FakeBluesky, 'origin'>,
  account: FakeBlueskyAccount,
  appPassword = account.appPassword,
): ChannelAccess => ({
  host: pds.origin,
  accountId: account.did,
  handle: account.handle,
  credentials: { appPassword },
});
