// `npm run dev:networks`: `npm run dev` beside local stand-ins for every network the app
// publishes to — Bluesky (a PDS and its video service), Mastodon, and the networks reached
// through the team's own developer app (Instagram, Facebook, Threads, LinkedIn, X, TikTok,
// YouTube, Pinterest) with their approval pages — so publishing can be tried end to end without an
// account anywhere: the same servers the tests use (apps/server/src/test/*-server.ts),
// answering in each network's documented format. It prints what to type or press for each.
// Nothing leaves the machine; the posts live as long as this command runs.
import { spawn } from 'node:child_process';
import { startFakeBluesky } from '../apps/server/src/test/bluesky-server.js';
import { startFakeFacebook } from '../apps/server/src/test/facebook-server.js';
import { startFakeInstagram } from '../apps/server/src/test/instagram-server.js';
import { startFakeLinkedIn } from '../apps/server/src/test/linkedin-server.js';
import { startFakeMastodon } from '../apps/server/src/test/mastodon-server.js';
import { startFakePinterest } from '../apps/server/src/test/pinterest-server.js';
import { startFakeThreads } from '../apps/server/src/test/threads-server.js';
import { startFakeTikTok } from '../apps/server/src/test/tiktok-server.js';
import { startFakeX } from '../apps/server/src/test/x-server.js';
import { startFakeYoutubeUpload } from '../apps/server/src/test/youtube-upload-server.js';

const bluesky = await startFakeBluesky();
const mastodon = await startFakeMastodon();
const instagram = await startFakeInstagram({ mediaCount: 3 });
const facebook = await startFakeFacebook();
const threads = await startFakeThreads();
const linkedin = await startFakeLinkedIn();
const x = await startFakeX();
const tiktok = await startFakeTikTok();
const youtube = await startFakeYoutubeUpload();
const pinterest = await startFakePinterest();
const account = bluesky.addAccount({ handle: 'demo.bsky.test', displayName: 'Demo on Bluesky' });
mastodon.addAccount('demo', { displayName: 'Demo on Mastodon' });
x.addUser('demo', { name: 'Demo on X' });
tiktok.addUser('demo.tiktok', { nickname: 'Demo on TikTok' });
// Instagram, Facebook and Threads fetch a post's files from PUBLIC_URL, where the app answers.
const stands = [bluesky, mastodon, instagram, facebook, threads, linkedin, x, tiktok, youtube, pinterest];

console.log(`
Publishing stand-ins (npm run dev:networks)
  Bluesky:  Connect Bluesky → handle ${account.handle}, app password ${account.appPassword},
            server ${bluesky.origin}
  Mastodon: Connect Mastodon → server ${mastodon.origin} (it approves as @demo by itself)
  Instagram, Facebook, Threads, LinkedIn, X, TikTok, YouTube, Pinterest: "Connect Instagram and more" →
            Continue (each approval page approves by itself)
`);

// The stand-ins listen on 127.0.0.1 and plain http: the egress guard must let the app reach them.
const app = spawn(process.execPath, ['scripts/dev.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ALLOW_PRIVATE_TARGETS: 'true',
    BLUESKY_VIDEO_URL: bluesky.videoOrigin,
    INSTAGRAM_CLIENT_ID: instagram.clientId,
    INSTAGRAM_CLIENT_SECRET: instagram.clientSecret,
    INSTAGRAM_AUTH_URL: `${instagram.url}/oauth/authorize`,
    INSTAGRAM_API_URL: instagram.url,
    INSTAGRAM_GRAPH_URL: instagram.url,
    FACEBOOK_APP_ID: facebook.appId,
    FACEBOOK_APP_SECRET: facebook.appSecret,
    FACEBOOK_AUTH_URL: facebook.url,
    FACEBOOK_API_URL: facebook.url,
    THREADS_APP_ID: threads.clientId,
    THREADS_APP_SECRET: threads.clientSecret,
    THREADS_AUTH_URL: `${threads.url}/oauth/authorize`,
    THREADS_API_URL: threads.url,
    LINKEDIN_CLIENT_ID: linkedin.clientId,
    LINKEDIN_CLIENT_SECRET: linkedin.clientSecret,
    LINKEDIN_AUTH_URL: linkedin.origin,
    LINKEDIN_API_URL: linkedin.origin,
    X_CLIENT_ID: x.clientId,
    X_CLIENT_SECRET: x.clientSecret,
    X_AUTH_URL: x.authorizeUrl,
    X_API_URL: x.origin,
    TIKTOK_CLIENT_KEY: tiktok.clientKey,
    TIKTOK_CLIENT_SECRET: tiktok.clientSecret,
    TIKTOK_AUTH_URL: tiktok.authorizeUrl,
    TIKTOK_API_URL: tiktok.origin,
    GOOGLE_CLIENT_ID: youtube.clientId,
    GOOGLE_CLIENT_SECRET: youtube.clientSecret,
    GOOGLE_AUTHORIZE_URL: youtube.authorizeUrl,
    GOOGLE_TOKEN_URL: youtube.tokenUrl,
    YOUTUBE_API_URL: youtube.apiUrl,
    YOUTUBE_UPLOAD_URL: youtube.uploadUrl,
    PINTEREST_APP_ID: pinterest.appId,
    PINTEREST_APP_SECRET: pinterest.appSecret,
    PINTEREST_AUTH_URL: pinterest.authorizeUrl,
    PINTEREST_API_URL: pinterest.origin,
  },
});
const closeAll = () => Promise.all(stands.map((stand) => stand.close()));
const stop = async () => {
  app.kill('SIGTERM');
  await closeAll();
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
app.on('exit', (code) => {
  void closeAll().finally(() => process.exit(code ?? 0));
});
