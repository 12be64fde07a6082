import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, unique } from './journeys';

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
  await page.getByRole('button', { name: k.revokeNamed.replace('{{name}}', 'Weekly report') }).click();
  await page
    .getByRole('dialog', { name: k.revokeTitle.replace('{{name}}', 'Weekly report') })
    .getByRole('button', { name: k.revoke })
    .click();
  await expect(page.getByText(k.revoked)).toBeVisible();
  const after = await script.request.get(`/api/workspaces/${workspaceUid}/tickets`, { headers: bearer });
  expect([after.status(), (await after.json()).code]).toEqual([401, 'api_key_invalid']);
  await script.close();
});
