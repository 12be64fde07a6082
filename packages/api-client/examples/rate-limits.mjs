// Past its allowance a key gets 429 with `Retry-After`; the client waits that long and sends
// the call again (up to 3 times, 30 s at most, unless told otherwise). Every reply says what is
// left in `RateLimit` (e.g. `"key";r=212;t=38`).
import { apiKey, createApiClient, workspaces } from '@expertos/api-client';

const client = createApiClient({
  baseUrl: process.env.EXPERTOS_API_URL,
  tokens: apiKey(process.env.EXPERTOS_API_KEY),
  rateLimitRetry: { retries: 5, maxWaitMs: 60_000 },
  onRateLimitWait: ({ path, waitMs }) => {
    console.log(`rate limited on ${path}: waiting ${Math.ceil(waitMs / 1000)} s`);
    return undefined;
  },
});

const calls = Number(process.env.CALLS ?? 10);
for (let i = 1; i <= calls; i += 1) {
  const list = await workspaces.listWorkspaces(client);
  console.log(`call ${i}: ${list.length} workspace(s)`);
}
