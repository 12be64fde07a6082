import { API_KEY_SCOPES } from '@expertos/domain/api-keys';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const k = en.ui.apiKeys;

test('a person makes an API key on their profile, sees it once, a script uses it, and it stops when revoked', async ({
  page,
  consoleErrors: _,
}) => {
  await ownerWithBrand(page, {
    email: unique('scripter'),
    name: 'Sam Script',
    workspace: `Script Co ${Date.now() % 100000}`,
    brand: 'Leafco',
    land: false,
  });
  const api = await apiOf(page);
  const joined = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspaceUid = joined[0]!.workspaces.uid;

  await page.goto('/profile');
  const card = page.getByRole('region', { name: k.title });
  await expect(card.getByText(k.empty)).toBeVisible();
  const form = card.getByRole('form', { name: k.newKey });
  await form.getByRole('textbox', { name: k.name }).fill('Weekly report');
  await form
    .getByRole('radiogroup', { name: k.resources.tickets })
    .getByText(k.access.read, { exact: true })
    .click();
  await form
    .getByRole('radiogroup', { name: k.resources.brands })
    .getByText(k.access.read, { exact: true })
    .click();
  await form.getByRole('button', { name: k.create }).click();
  const secret = (await card.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^exp_pat_[0-9A-Za-z]{49}$/);
  const item = card.getByRole('list', { name: k.listLabel }).getByRole('listitem');
  await expect(item).toContainText('Weekly report');
  await expect(item).toContainText(secret.slice(0, 12));
  if (SHOTS)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 1000 });
      await card.screenshot({ path: `${SHOTS}/api-keys-${width}.png` });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
  // Seen once: gone after "I have copied it", and not shown again on the next visit.
  await card.getByRole('button', { name: k.done }).click();
  await expect(card.getByTestId('api-key-secret')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: k.title }).getByText('Weekly report')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A script with no session uses the key: what it was given, and no more.
  const script = await page.context().browser()!.newContext();
  const bearer = { authorization: `Bearer ${secret}` };
  const tickets = await script.request.get(`/api/workspaces/${workspaceUid}/tickets`, { headers: bearer });
  expect(tickets.status()).toBe(200);
  // The key has an allowance of its own (API_KEY_RATE_LIMIT_MAX), apart from its owner's.
  expect(tickets.headers().ratelimit).toMatch(/^"key";r=\d+;t=\d+$/);
  const keys = await script.request.get('/api/me/api-keys', { headers: bearer });
  expect([keys.status(), (await keys.json()).code]).toEqual([403, 'api_key_not_allowed']);

  // Revoked, its next call is refused.
  await page.getByRole('button', { name: text(k.revokeNamed, { name: 'Weekly report' }) }).click();
  await page
    .getByRole('dialog', { name: text(k.revokeTitle, { name: 'Weekly report' }) })
    .getByRole('button', { name: k.revoke })
    .click();
  await expect(page.getByText(k.revoked)).toBeVisible();
  const after = await script.request.get(`/api/workspaces/${workspaceUid}/tickets`, { headers: bearer });
  expect([after.status(), (await after.json()).code]).toEqual([401, 'api_key_invalid']);
  await script.close();
});

test('an admin makes a workspace key for one brand: it works there only, and what it does reads "via key"', async ({
  page,
  consoleErrors: _,
}) => {
  await ownerWithBrand(page, {
    email: unique('keyadmin'),
    name: 'Kim Admin',
    workspace: `Key Co ${Date.now() % 100000}`,
    brand: 'Leafco',
  });
  const api = await apiOf(page);
  const joined = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspaceUid = joined[0]!.workspaces.uid;
  const other = await api.call<{ uid: string }>('POST', `/api/workspaces/${workspaceUid}/projects`, {
    name: 'Otherco',
  });
  const brands = await api.call<{ uid: string; name: string; slug: string }[]>(
    'GET',
    `/api/workspaces/${workspaceUid}/projects`,
  );
  const leafco = brands.find((brand) => brand.name === 'Leafco')!;

  // From the team page to the workspace's keys.
  const toKeys = page.getByRole('link', { name: k.workspace.page });
  if (SHOTS)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/team');
      await expect(toKeys).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/team-keys-link-${width}.png` });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/team');
  await toKeys.click();
  await expect(page).toHaveURL(/\/workspace\/api-keys$/);
  const card = page.getByRole('region', { name: k.workspace.title });
  await expect(card.getByText(k.empty)).toBeVisible();
  const form = card.getByRole('form', { name: k.newKey });
  await form.getByRole('textbox', { name: k.name }).fill('Zapier');
  await form
    .getByRole('radiogroup', { name: k.resources.tickets })
    .getByText(k.access.write, { exact: true })
    .click();
  await form.getByRole('combobox', { name: k.brands }).click();
  await page.getByRole('option', { name: 'Leafco' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: k.create }).click();
  const secret = (await card.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^exp_wsk_[0-9A-Za-z]{49}$/);
  const item = card.getByRole('list', { name: k.workspace.listLabel }).getByRole('listitem');
  await expect(item).toContainText('Leafco');
  await expect(item).toContainText(text(k.madeBy, { name: 'Kim Admin' }));
  if (SHOTS)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.screenshot({ path: `${SHOTS}/workspace-keys-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A script with the key: its brand, and not the other one.
  const script = await page.context().browser()!.newContext();
  const bearer = { authorization: `Bearer ${secret}` };
  const made = await script.request.post(`/api/projects/${leafco.uid}/tickets`, {
    headers: bearer,
    data: { summary: 'Filed by Zapier', ticket_type: 'task' },
  });
  expect(made.status()).toBe(201);
  const ticket = (await made.json()) as { uid: string };
  const elsewhere = await script.request.get(`/api/projects/${other.uid}/tickets`, { headers: bearer });
  expect(elsewhere.status()).toBe(403);
  await script.close();

  // The team does not list it; the brand's people show it as a key; the ticket's history names it.
  await page.goto('/team');
  await expect(page.getByRole('table')).not.toContainText('Zapier');
  const leafcoSlug = brands.find((brand) => brand.name === 'Leafco')!.slug;
  await page.goto(`/brand/${leafcoSlug}/users`);
  await expect(page.getByRole('listitem', { name: text(k.viaKey, { name: 'Zapier' }) })).toBeVisible();
  if (SHOTS)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/brand-people-key-${width}.png` });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
  const activity = await api.call<{ items: { actor: { name: string; via_key?: boolean } | null }[] }>(
    'GET',
    `/api/tickets/${ticket.uid}/activity`,
  );
  expect(activity.items.some((entry) => entry.actor?.via_key && entry.actor.name === 'Zapier')).toBe(true);
});

test('/developers tells anyone, signed out, how to call the API: curl, the SDK and MCP on this server, scopes, limits, errors', async ({
  page,
  consoleErrors: _,
}) => {
  const d = en.ui.developers;
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.developers })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('region', { name: d.curlTitle })).toContainText(`${origin}/api/workspaces`);
  await expect(page.getByRole('region', { name: d.mcpTitle })).toContainText(`${origin}/api/mcp`);
  const scopes = page.getByRole('region', { name: d.scopesTitle });
  // A header, then a row per resource.
  const resources = new Set(API_KEY_SCOPES.map((scope) => scope.split(':')[0]));
  await expect(scopes.getByRole('row')).toHaveCount(resources.size + 1);
  await expect(scopes.getByRole('row', { name: /tickets:read\s*tickets:write/ })).toBeVisible();
  await expect(page.getByRole('region', { name: d.errorsTitle })).toContainText('api_key_scope');
  if (SHOTS)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/developers-${width}.png`, fullPage: true });
    }
  // The reference it links to is there, signed out too.
  const reference = page.getByRole('link', { name: d.referenceLink });
  const docs = await page.request.get(new URL((await reference.getAttribute('href'))!, origin).href);
  expect(docs.status()).toBe(200);
});
