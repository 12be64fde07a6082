import { TRY_VOICE_NAME } from '@expertos/domain/try.schema';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, confirmEmail, createWorkspace, signUp, text, unique } from './journeys';

const SHOTS = process.env.SHOTS_DIR;
const tr = en.ui.try;

/**
 * The public builder (docs/product.md#try): a prospect drafts their brand without an account,
 * signs up from the next steps, and finds the draft in the first brand they add.
 */
test('a prospect drafts a brand at /try, signs up, and the new brand starts with the draft', async ({
  page,
  consoleErrors: _,
}) => {
  const brand = `Leafco ${Date.now() % 100000}`;
  await page.goto('/try');
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.try })).toBeVisible();
  // Nothing typed is lost on a reload.
  await page.getByRole('textbox', { name: tr.brandName }).fill(brand);
  await page.getByRole('textbox', { name: tr.handle }).fill('@leafco');
  await page
    .getByRole('textbox', { name: text(tr.caption, { n: '1' }) })
    .fill('Our autumn matcha is back! Whisk it slowly, sip it warm #matcha');
  await page.reload();
  await expect(page.getByRole('textbox', { name: tr.brandName })).toHaveValue(brand);
  await page.getByRole('button', { name: tr.addCaption }).click();
  await page
    .getByRole('textbox', { name: text(tr.caption, { n: '2' }) })
    .fill('Which matcha do you brew on Sundays? We love the ceremonial grade. #matcha');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/try-form.png`, fullPage: true });
  await page.getByRole('button', { name: tr.submit }).click();

  await expect(page.getByRole('heading', { name: text(tr.resultTitle, { name: brand }) })).toBeVisible();
  await expect(page.getByText(tr.sourceTemplate)).toBeVisible();
  const pillars = page.getByRole('region', { name: tr.pillars });
  await expect(pillars.getByText('Matcha', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: tr.audience }).getByText('@leafco followers')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/try-draft.png`, fullPage: true });

  await page.getByRole('link', { name: tr.next }).click();
  await expect(page).toHaveURL(/\/try\/next-steps\?draft=/);
  await expect(page.getByText(text(tr.stepBrand, { name: brand }))).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/try-next-steps.png`, fullPage: true });

  const email = unique('prospect');
  await page.getByRole('link', { name: tr.signUp }).click();
  await signUp(page, email, 'Pia Prospect');
  await confirmEmail(page, email);
  await createWorkspace(page, `Tea Team ${Date.now() % 100000}`);
  await page.getByRole('link', { name: en.ui.onboarding.addBrand }).click();

  // The brand form starts from the draft's name and says what it will add.
  await expect(page.getByText(text(tr.carryText, { name: brand }))).toBeVisible();
  await expect(page.getByRole('textbox', { name: en.ui.projects.name })).toHaveValue(brand);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/try-carry.png`, fullPage: true });
  await page.getByRole('button', { name: en.ui.projects.create }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(text(tr.carried, { name: brand }))).toBeVisible();

  // The voice, audience and pillars are the brand's now.
  const api = await apiOf(page);
  const joined = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspace = joined[0]!.workspaces;
  const projects = await api.call<{ uid: string; name: string; slug: string; content_pillars: string[] }[]>(
    'GET',
    `/api/workspaces/${workspace.uid}/projects`,
  );
  const project = projects.find((p) => p.name === brand)!;
  await page.goto(`/brand/${project.slug}/settings/brand-voice`);
  const voice = page.getByRole('article', { name: TRY_VOICE_NAME });
  await expect(voice).toBeVisible();
  await expect(voice.getByText(en.ui.brandSettings.default)).toBeVisible();
  const voices = await api.call<{ name: string; description: string }[]>(
    'GET',
    `/api/projects/${project.uid}/brand-voices`,
  );
  expect(voices.map((v) => v.name)).toEqual([TRY_VOICE_NAME]);
  await page.goto(`/brand/${project.slug}/settings/content-pillars`);
  await expect(page.getByText('Matcha', { exact: true })).toBeVisible();
  // Used once: the draft is gone and the browser forgot it.
  await page.goto('/try/next-steps');
  await expect(page.getByText(tr.noDraft)).toBeVisible();
});
