import { createHash, randomBytes } from 'node:crypto';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const o = en.ui.oauth;
const k = en.ui.apiKeys;
/** Where a desktop MCP client listens for the answer; the browser is caught there. */
const CALLBACK = 'http://127.0.0.1:53682/callback';

test('an AI app connects through OAuth: the person sees who asks, narrows it, allows, and later disconnects it', async ({
  page,
  consoleErrors: _,
}) => {
  await ownerWithBrand(page, {
    email: unique('agentowner'),
    name: 'Olga Owner',
    workspace: `Agent Co ${Date.now() % 100000}`,
    brand: 'Leafco',
    land: false,
  });
  const api = await apiOf(page);
  const joined = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const brands = await api.call<{ uid: string; name: string }[]>(
    'GET',
    `/api/workspaces/${joined[0]!.workspaces.uid}/projects`,
  );
  const leafco = brands.find((brand) => brand.name === 'Leafco')!;

  // The app registers itself and sends its person to the consent screen, with PKCE.
  const registered = await page.request.post('/api/oauth/register', {
    data: { client_name: 'Claude Desktop', redirect_uris: [CALLBACK] },
  });
  expect(registered.status()).toBe(201);
  const { client_id } = (await registered.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id,
    redirect_uri: CALLBACK,
    response_type: 'code',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'st-1',
    scope: 'tickets:write brands:read',
  });
  await page.goto(`/oauth/authorize?${query}`);
  const title = text(o.title, { client: 'Claude Desktop' });
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(text(o.returnTo, { target: '127.0.0.1:53682' }))).toBeVisible();
  if (SHOTS)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 1400 });
      await page.screenshot({ path: `${SHOTS}/oauth-consent-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Only reading tickets, on Leafco only; then back to the app with a code.
  await page
    .getByRole('radiogroup', { name: k.resources.tickets })
    .getByText(k.access.read, { exact: true })
    .click();
  await page.getByRole('combobox', { name: o.brands }).click();
  await page.getByRole('option', { name: 'Leafco' }).click();
  await page.keyboard.press('Escape');
  let returned: URL | null = null;
  await page.route(`${CALLBACK}**`, async (route) => {
    returned = new URL(route.request().url());
    await route.fulfill({ contentType: 'text/plain', body: 'You can close this window.' });
  });
  await page.getByRole('button', { name: o.allow }).click();
  await expect.poll(() => returned?.searchParams.get('state') ?? null).toBe('st-1');
  // The browser lands there before it goes anywhere else (a later goto would race it).
  await page.waitForURL(`${CALLBACK}**`);
  const code = returned!.searchParams.get('code')!;

  // The app trades the code (with its verifier) for a token that works at /api/mcp only.
  const app = await page.context().browser()!.newContext();
  const token = await app.request.post('/api/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      client_id,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    },
  });
  expect(token.status()).toBe(200);
  const { access_token, scope } = (await token.json()) as { access_token: string; scope: string };
  expect(scope).toBe('tickets:read brands:read');
  const bearer = { authorization: `Bearer ${access_token}`, accept: 'application/json, text/event-stream' };
  const call = () =>
    app.request.post('/api/mcp', {
      headers: bearer,
      data: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'list_tickets', arguments: { brand_id: leafco.uid } },
      },
    });
  const listed = await call();
  expect(listed.status()).toBe(200);
  // One JSON-RPC answer, as a server-sent event (the client accepts both).
  const event = (await listed.text()).split('\n').find((line) => line.startsWith('data: '))!;
  const answer = JSON.parse(event.slice('data: '.length)) as { result: { isError?: boolean } };
  expect(answer.result.isError ?? false).toBe(false);
  const rest = await app.request.get(`/api/projects/${leafco.uid}/tickets`, { headers: bearer });
  expect([rest.status(), (await rest.json()).code]).toEqual([401, 'oauth_token_resource']);

  // The profile lists the app; disconnected, its token stops.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: o.appsTitle });
  const item = card.getByRole('list', { name: o.appsLabel }).getByRole('listitem');
  await expect(item).toContainText('Claude Desktop');
  await expect(item).toContainText('tickets:read');
  await expect(item).toContainText('Leafco');
  if (SHOTS)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await card.screenshot({ path: `${SHOTS}/oauth-apps-${width}.png` });
      await page.screenshot({ path: `${SHOTS}/oauth-profile-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: text(o.disconnectNamed, { name: 'Claude Desktop' }) }).click();
  await page
    .getByRole('dialog', { name: text(o.disconnectTitle, { name: 'Claude Desktop' }) })
    .getByRole('button', { name: o.disconnect })
    .click();
  await expect(page.getByText(o.disconnected)).toBeVisible();
  await expect(card.getByText(o.appsEmpty)).toBeVisible();
  const after = await call();
  expect(after.status()).toBe(401);
  expect(after.headers()['www-authenticate']).toContain('resource_metadata=');
  await app.close();
});
