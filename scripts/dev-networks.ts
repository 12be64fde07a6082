// `npm run dev:networks`: `npm run dev` with local stand-ins for Bluesky (a PDS and its video
// service) and Mastodon, so publishing can be tried end to end without an account on either:
// the same servers the tests use (apps/server/src/test/*-server.ts), answering in each network's
// documented format. It prints what to type in "Connect Bluesky" and "Connect Mastodon".
// Nothing leaves the machine; the posts live as long as this command runs.
import { spawn } from 'node:child_process';
import { startFakeBluesky } from '../apps/server/src/test/bluesky-server.js';
import { startFakeMastodon } from '../apps/server/src/test/mastodon-server.js';

const bluesky = await startFakeBluesky();
const mastodon = await startFakeMastodon();
const account = bluesky.addAccount({ handle: 'demo.bsky.test', displayName: 'Demo on Bluesky' });
mastodon.addAccount('demo', { displayName: 'Demo on Mastodon' });

console.log(`
Publishing stand-ins (npm run dev:networks)
  Bluesky:  Connect Bluesky → handle ${account.handle}, app password ${account.appPassword},
            server ${bluesky.origin}
  Mastodon: Connect Mastodon → server ${mastodon.origin} (it approves as @demo by itself)
`);

// The stand-ins listen on 127.0.0.1 and plain http: the egress guard must let the app reach them.
const app = spawn(process.execPath, ['scripts/dev.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, ALLOW_PRIVATE_TARGETS: 'true', BLUESKY_VIDEO_URL: bluesky.videoOrigin },
});
const stop = async () => {
  app.kill('SIGTERM');
  await Promise.all([bluesky.close(), mastodon.close()]);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
app.on('exit', (code) => {
  void Promise.all([bluesky.close(), mastodon.close()]).finally(() => process.exit(code ?? 0));
});
