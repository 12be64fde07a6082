/** The public developer page's texts (ui.developers; docs/product.md#api-keys). */
export const developers = {
  intro:
    'Call the API from scripts, automations and AI agents with an API key. A key does what the person (or the workspace key’s own member) may do, limited to the scopes you give it.',
  keysTitle: 'Get a key',
  keysText:
    'Signed in, open your profile and make a key under “API keys”: a name, what it may do per resource, optionally the brands it may reach, and an expiry. For the workspace’s own scripts, an admin makes a workspace key under Team → “API keys”, for the brands chosen. A key is shown once; keep it secret.',
  curlTitle: 'With curl',
  curlText: 'Send the key as a bearer token:',
  sdkTitle: 'With the SDK',
  sdkText:
    'The JavaScript SDK checks every reply, pages, retries a create safely and waits out limits. Get its package from the person who runs this server (`npm run sdk:pack`).',
  mcpTitle: 'With an AI agent (MCP)',
  mcpText:
    'Connect an MCP client to the server below with the key as its bearer token, or give it only the address: a client that speaks OAuth sends you to a consent screen to choose what it may do, and its tokens work there only (your profile lists it under “Connected apps”). Its tools list, search, read and draft posts, read a brand’s profile, ask for approval (never approve), schedule posts and read results.',
  scopesTitle: 'Scopes',
  scopesText:
    'Each resource can be read, or read and written (write includes read). Members can only be read.',
  scopeHeader: 'Scope',
  coversHeader: 'What it covers',
  covers: {
    tickets: 'Tickets, their lists, files, labels, versions, recordings and following',
    comments: 'Comments on tickets',
    brands: 'Workspaces and brands',
    brand_profile: 'The brand profile, its feedback and library',
    time: 'Time tracking',
    approvals: 'Approval workflows, contacts, rounds and the audit',
    publishing: 'Channels’ state, the queue, publications and saved variants',
    analytics: 'Results, reviews and labels of imported posts',
    assets: 'The asset library: its files, folders, versions, usage rights and uploads',
    members: 'Who is on a brand or a workspace',
  },
  sessionOnly:
    'A person’s own account, keys, billing, invites and membership, connecting accounts, and deciding an approval are never open to keys.',
  limitsTitle: 'Limits and retries',
  limitsText:
    'Every reply states what is left: `RateLimit-Policy` and `RateLimit` (for example `"key";r=212;t=38`: 212 calls left, 38 seconds to the next window). Past it, a call gets 429 with `Retry-After`. Each key has its own allowance.',
  idempotencyText:
    'Send `Idempotency-Key: <a unique string>` with a POST and retry it freely: the change is made once, and a retry within {hours} hours gets the first reply again with `Idempotent-Replayed: true`.',
  errorsTitle: 'Errors',
  errorsText:
    'Every refusal is JSON: `\'{\' "code", "message", "details"? \'}\'`. The ones a key meets most:',
  codeHeader: 'Code',
  statusHeader: 'Status',
  meaningHeader: 'Meaning',
  referenceTitle: 'Reference',
  referenceText: 'Every operation, the scope it needs, its inputs and its replies:',
  referenceLink: 'API reference',
  documentLink: 'OpenAPI document',
};
