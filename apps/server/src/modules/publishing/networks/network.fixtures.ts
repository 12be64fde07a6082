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

/**
 * The product's signed file links as a network fetching media by URL sees them: a local server
 * answering each file put here at its own address (404 for any other).
 */
export async function startFileServer() {
  const { createServer } = await import('node:http');
  const files = new Map<string, { bytes: Buffer; type: string }>();
  const server = createServer((req, res) => {
    const file = files.get(req.url ?? '');
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.bytes.length }).end(file.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  let serial = 0;
  return {
    /** Serves the bytes and answers their address. */
    put(bytes: Buffer, type: string): string {
      serial += 1;
      const path = `/files/${serial}`;
      files.set(path, { bytes, type });
      return `${origin}${path}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
