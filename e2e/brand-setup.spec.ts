import type { Locator, Page } from '@playwright/test';
import { en } from '../apps/web/src/shared/i18n/en';
import { BRAND_GOAL_LABELS, BRAND_GOALS } from '../packages/domain/src/brand.schema';
import { setupStepLabel } from '../packages/domain/src/setup-steps';
import { expect, test } from './fixtures';
import { apiOf, inviteMember, joinByInvite, ownerWithBrand, text, today, unique } from './journeys';

const s = en.ui.brandSettings;
const d = en.ui.brandContent.dashboard;

async function startBrand(page: Page, who: string, workspace: string, brand: string) {
  const email = unique(who);
  await ownerWithBrand(page, { email, name: `${who} Owner`, workspace, brand });
  const api = await apiOf(page);
  const [first] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspaceId = first!.workspaces.uid;
  const [project] = await api.call<{ uid: string }[]>('GET', `/api/workspaces/${workspaceId}/projects`);
  return { api, workspaceId, projectId: project!.uid };
}

const rail = (page: Page) => page.getByRole('navigation', { name: s.steps });
const stepLink = (page: Page, label: string, done = false) =>
  rail(page).getByRole('link', { name: done ? `${label} ${s.done}` : label, exact: true });

async function save(page: Page) {
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(s.saved);
}

/** A record's form closes once the record is saved. */
async function saveRecord(page: Page) {
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByRole('button', { name: s.save, exact: true })).toHaveCount(0);
}

/** Next leads to the following step; its heading and the URL follow. */
async function next(page: Page, key: Parameters<typeof setupStepLabel>[0]) {
  const label = setupStepLabel(key);
  await page.getByRole('link', { name: text(s.next, { step: label }) }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${key}$`));
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

async function addTag(field: Locator, ...values: string[]) {
  for (const value of values) {
    await field.fill(value);
    await field.press('Enter');
  }
}

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a brand admin walks every setup step, the profile is kept and drives the overview slate', async ({
  page,
}) => {
  // Thirteen steps typed in full: about a minute alone, more beside other journeys.
  test.setTimeout(180_000);
  const { api, projectId } = await startBrand(page, 'setup', 'Setup Studio', 'Setup Coffee');
  // A post of the brand, to pick as a sample post of a voice; planned for this week.
  await api.call('POST', `/api/projects/${projectId}/tickets`, {
    summary: 'Latte art reel',
    ticket_type: 'post',
    post_audience: 'growth',
    post_platform: 'instagram',
    due_date: today(),
  });

  await page.goto('/brand/setup-coffee/settings/connect-instagram');
  await expect(
    page.getByRole('heading', { level: 1, name: setupStepLabel('connect-instagram') }),
  ).toBeVisible();
  await expect(stepLink(page, 'Connect Instagram')).toHaveAttribute('aria-current', 'step');

  // 1. Connect Instagram
  await page.getByRole('textbox', { name: s.instagram.username }).fill('setupcoffee');
  await page.getByRole('textbox', { name: s.instagram.followers }).fill('12500');
  await page.getByRole('textbox', { name: s.instagram.website }).fill('https://setup.coffee');
  await page.getByRole('textbox', { name: s.instagram.biography }).fill('Small-batch roasts, big mornings.');
  await save(page);
  await expect(stepLink(page, 'Connect Instagram', true)).toBeVisible();

  // 2. Analytics
  await next(page, 'analytics');
  await page.getByRole('textbox', { name: s.analytics.average_reach }).fill('4200');
  await page.getByRole('textbox', { name: s.analytics.average_likes }).fill('310');
  await page.getByRole('textbox', { name: s.analytics.average_comments }).fill('24');
  await page.getByRole('textbox', { name: s.analytics.engagement_rate }).fill('3.5');
  await save(page);
  await expect(stepLink(page, 'Analytics', true)).toBeVisible();

  // 3. Name Brand
  await next(page, 'name-brand');
  await expect(page.getByRole('textbox', { name: s.nameBrand.name })).toHaveValue('Setup Coffee');
  await page
    .getByRole('textbox', { name: s.nameBrand.description })
    .fill('A roastery that teaches home baristas.');
  await choose(page, page.getByRole('combobox', { name: s.nameBrand.industry }), 'Food & Beverage');
  // The skills' input is an empty box inside its pills: the box around it opens the options.
  const skills = page.getByRole('combobox', { name: s.nameBrand.skills }).locator('xpath=../..');
  await skills.click();
  await page.getByRole('option', { name: 'Food Stylist', exact: true }).click();
  await page.getByRole('option', { name: 'Photographer', exact: true }).click();
  await page.keyboard.press('Escape');
  await save(page);
  await expect(stepLink(page, 'Name Brand', true)).toBeVisible();

  // 4. Content Output
  await next(page, 'growth-goals');
  await page.getByRole('textbox', { name: 'Instagram', exact: true }).fill('5');
  await page.getByRole('textbox', { name: 'TikTok', exact: true }).fill('3');
  await choose(page, page.getByRole('combobox', { name: s.output.reviewDay }), 'Thursday');
  await page.getByRole('textbox', { name: text(s.output.target, { purpose: 'Growth' }) }).fill('3');
  await page.getByRole('textbox', { name: text(s.output.target, { purpose: 'Trust building' }) }).fill('2');
  await page.getByRole('textbox', { name: text(s.output.target, { purpose: 'Sales promotion' }) }).fill('1');
  await save(page);
  await expect(stepLink(page, 'Content Output', true)).toBeVisible();

  // 5. Define Goal
  await next(page, 'define-goal');
  const goalLabel = BRAND_GOAL_LABELS[BRAND_GOALS[0]];
  await page.getByRole('radio', { name: goalLabel }).check();
  await page.getByRole('textbox', { name: s.goal.text }).fill('Ten thousand home baristas by spring.');
  await save(page);
  await expect(stepLink(page, 'Define Goal', true)).toBeVisible();

  // 6. Brand Influences: two of them.
  await next(page, 'brand-influences');
  await expect(page.getByText(s.influences.empty)).toBeVisible();
  for (const [name, url] of [
    ['Blue Bottle', 'https://bluebottlecoffee.com'],
    ['James Hoffmann', 'https://youtube.com/@jameshoffmann'],
  ] as const) {
    await page.getByRole('button', { name: s.influences.add }).click();
    await page.getByRole('textbox', { name: s.influences.name }).fill(name);
    await page.getByRole('textbox', { name: s.influences.url }).fill(url);
    await page.getByRole('textbox', { name: s.influences.notes }).fill(`What we like about ${name}`);
    await saveRecord(page);
    await expect(page.getByRole('article', { name })).toBeVisible();
  }
  await expect(stepLink(page, 'Brand Influences', true)).toBeVisible();

  // 7. Target Audience
  await next(page, 'target-audience');
  await page.getByRole('button', { name: s.audiences.add }).click();
  await page.getByRole('textbox', { name: s.audiences.name }).fill('Home baristas');
  await page.getByRole('textbox', { name: s.audiences.ageRange }).fill('25–40');
  await page
    .getByRole('textbox', { name: s.audiences.description })
    .fill('People who want café coffee at home.');
  await addTag(page.getByRole('combobox', { name: s.audiences.locations }), 'Berlin', 'Madrid');
  await addTag(page.getByRole('combobox', { name: s.audiences.interests }), 'Espresso');
  await saveRecord(page);
  const audience = page.getByRole('article', { name: 'Home baristas' });
  await expect(audience).toContainText('Berlin, Madrid');
  await expect(stepLink(page, 'Target Audience', true)).toBeVisible();

  // 8. Topics
  await next(page, 'content-pillars');
  await addTag(page.getByRole('combobox', { name: s.pillars.label }), 'Brewing guides', 'Origin stories');
  await save(page);
  await expect(stepLink(page, 'Topics', true)).toBeVisible();

  // 9. Content Formats
  await next(page, 'content-formats');
  await addTag(page.getByRole('combobox', { name: s.formats.label }), 'Reels', 'Carousels');
  await page.getByRole('textbox', { name: s.formats.other }).fill('Natural light, no stock photos.');
  await save(page);
  await expect(stepLink(page, 'Content Formats', true)).toBeVisible();

  // 10. Off Brand
  await next(page, 'off-brand');
  await page.getByRole('button', { name: s.offBrand.add }).click();
  await page.getByRole('textbox', { name: text(s.offBrand.rule, { number: '1' }) }).fill('No instant coffee');
  await page.getByRole('button', { name: s.offBrand.add }).click();
  await page
    .getByRole('textbox', { name: text(s.offBrand.rule, { number: '2' }) })
    .fill('Never mock a customer');
  await save(page);
  await expect(stepLink(page, 'Off Brand', true)).toBeVisible();

  // 11. Brand Voice: two voices (the first with a post task and a link), then an assistant.
  await next(page, 'brand-voice');
  await page.getByRole('button', { name: s.voices.add }).click();
  await page.getByRole('textbox', { name: s.voices.name }).fill('Warm expert');
  await page.getByRole('textbox', { name: s.voices.description }).fill('Explains like a friendly barista.');
  await addTag(page.getByRole('combobox', { name: s.voices.tone }), 'warm', 'precise');
  await choose(page, page.getByRole('combobox', { name: s.voices.pickPost }), '#1 Latte art reel');
  await page.getByRole('textbox', { name: s.voices.link }).fill('https://instagram.com/p/abc123');
  await page.getByRole('button', { name: s.voices.addLink }).click();
  await expect(page.getByTestId('sample-post-count')).toHaveText(
    text(s.voices.postsCount, { count: '2', max: '4' }),
  );
  // Up to four: a fifth is refused with the catalogue's words, before anything is sent.
  for (const n of [2, 3]) {
    await page.getByRole('textbox', { name: s.voices.link }).fill(`https://instagram.com/p/more${n}`);
    await page.getByRole('button', { name: s.voices.addLink }).click();
  }
  await expect(page.getByTestId('sample-post-count')).toHaveText(
    text(s.voices.postsCount, { count: '4', max: '4' }),
  );
  await page.getByRole('textbox', { name: s.voices.link }).fill('https://instagram.com/p/fifth');
  await page.getByRole('button', { name: s.voices.addLink }).click();
  await expect(page.getByRole('alert')).toHaveText(en.errors.brand_voice_posts_limit);
  await page.getByRole('textbox', { name: s.voices.link }).fill('');
  await saveRecord(page);
  const first = page.getByRole('article', { name: 'Warm expert' });
  await expect(first.getByText(en.ui.brandSettings.default)).toBeVisible();
  await expect(first.getByRole('link', { name: 'https://instagram.com/p/abc123' })).toBeVisible();
  await expect(first.getByText('Latte art reel')).toBeVisible();

  await page.getByRole('button', { name: s.voices.add }).click();
  await page.getByRole('textbox', { name: s.voices.name }).fill('Playful friend');
  await addTag(page.getByRole('combobox', { name: s.voices.tone }), 'playful');
  await saveRecord(page);
  const second = page.getByRole('article', { name: 'Playful friend' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: s.setDefault }).click();
  await expect(second.getByText(s.default, { exact: true })).toBeVisible();
  await expect(first.getByText(s.default, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: s.assistants.add }).click();
  await page.getByRole('textbox', { name: s.assistants.name }).fill('Caption writer');
  await page
    .getByRole('textbox', { name: s.assistants.instructions })
    .fill('Write short Instagram captions.');
  await saveRecord(page);
  await expect(page.getByRole('article', { name: 'Caption writer' })).toBeVisible();
  await expect(stepLink(page, 'Brand Voice', true)).toBeVisible();

  // The server refuses a fifth post with the same message.
  const five = await page.request.post(`/api/projects/${projectId}/brand-voices`, {
    headers: api.headers,
    data: { name: 'Too many', sample_posts: [1, 2, 3, 4, 5].map((n) => ({ url: `https://x.test/${n}` })) },
  });
  expect(five.status()).toBe(400);
  expect(await five.json()).toMatchObject({
    code: 'brand_voice_posts_limit',
    message: en.errors.brand_voice_posts_limit,
  });

  // 12. Summary: everything typed is there; every step before it is done.
  await next(page, 'summary');
  const main = page.getByRole('main');
  for (const typed of [
    'setupcoffee',
    'A roastery that teaches home baristas.',
    'Food & Beverage',
    goalLabel,
    'Ten thousand home baristas by spring.',
    'Blue Bottle',
    'James Hoffmann',
    'Home baristas',
    'Brewing guides',
    'Carousels',
    'Natural light, no stock photos.',
    'No instant coffee',
    'Never mock a customer',
    'Warm expert',
    'Playful friend',
    'Caption writer',
  ]) {
    await expect(main.getByText(typed, { exact: false }).first(), typed).toBeVisible();
  }
  await expect(stepLink(page, 'Summary', true)).toBeVisible();

  // 13. AI Feedback
  await next(page, 'ai-feedback');
  const goalFeedback = page.getByRole('textbox', { name: text(s.feedback.label, { field: 'Goal' }) });
  await goalFeedback.fill('Spring is too soon; say summer.');
  await goalFeedback
    .locator('xpath=ancestor::*[.//button][1]')
    .getByRole('button', { name: s.feedback.send })
    .click();
  await expect(page.getByText('Spring is too soon; say summer.')).toBeVisible();
  await expect(goalFeedback).toHaveValue('');
  await expect(stepLink(page, 'AI Feedback', true)).toBeVisible();
  await expect(
    rail(page).getByRole('link', { name: new RegExp(`${s.done.replace(/[()]/g, '\\$&')}$`) }),
  ).toHaveCount(13);

  // A step read again from the server holds what was saved.
  await page.goto('/brand/setup-coffee/settings/name-brand');
  await page.reload();
  await expect(page.getByRole('textbox', { name: s.nameBrand.description })).toHaveValue(
    'A roastery that teaches home baristas.',
  );
  await expect(page.getByRole('combobox', { name: s.nameBrand.industry })).toHaveValue('Food & Beverage');
  await page.goto('/brand/setup-coffee/settings/growth-goals');
  await expect(page.getByRole('textbox', { name: 'Instagram', exact: true })).toHaveValue('5');
  await expect(page.getByRole('combobox', { name: s.output.reviewDay })).toHaveValue('Thursday');
  await page.goto('/brand/setup-coffee/settings/brand-voice');
  await expect(
    page.getByRole('article', { name: 'Playful friend' }).getByText(s.default, { exact: true }),
  ).toBeVisible();

  // The overview (the brand page's default view) follows the slate of Content Output.
  await page.goto('/brand/setup-coffee/tasks');
  const thisWeek = page.getByRole('region', { name: d.thisWeek });
  await expect(
    thisWeek.getByText(text(d.progress, { posted: '0', planned: '1', target: '3' })),
  ).toBeVisible();
  await expect(
    thisWeek.getByText(text(d.progress, { posted: '0', planned: '0', target: '2' })),
  ).toBeVisible();
  await expect(
    thisWeek.getByText(text(d.progress, { posted: '0', planned: '0', target: '1' })),
  ).toBeVisible();
  await expect(page.getByText(text(d.reviewOn, { day: 'Thursday' })).first()).toBeVisible();
});

test('a brand member reads the setup steps without editing them', async ({ page, browser }) => {
  test.slow();
  const { api, workspaceId, projectId } = await startBrand(page, 'reader', 'Reader Studio', 'Reader Tea');
  await api.call('PUT', `/api/workspaces/${workspaceId}/projects/${projectId}`, {
    description: 'Loose-leaf tea for slow mornings.',
    content_pillars: ['Tea rituals'],
  });
  await api.call('POST', `/api/projects/${projectId}/brand-voices`, { name: 'Calm host' });

  const email = unique('reader-member');
  await inviteMember(page, email, 'Reader Tea');
  const member = await joinByInvite(browser, email, 'Reader Studio', 'Riley Reader');
  const other = member.page;

  await other.goto('/brand/reader-tea/settings/name-brand');
  await expect(other.getByText(s.readOnly)).toBeVisible();
  await expect(other.getByRole('textbox', { name: s.nameBrand.description })).toHaveValue(
    'Loose-leaf tea for slow mornings.',
  );
  await expect(other.getByRole('textbox', { name: s.nameBrand.description })).toBeDisabled();
  await expect(other.getByRole('button', { name: s.save })).toHaveCount(0);

  await other.goto('/brand/reader-tea/settings/content-pillars');
  await expect(other.getByText('Tea rituals')).toBeVisible();
  await expect(other.getByRole('button', { name: s.save })).toHaveCount(0);

  await other.goto('/brand/reader-tea/settings/brand-voice');
  await expect(other.getByRole('article', { name: 'Calm host' })).toBeVisible();
  await expect(other.getByRole('button', { name: s.voices.add })).toHaveCount(0);
  await expect(other.getByRole('button', { name: s.setDefault })).toHaveCount(0);

  // Feedback is the team's: a member adds it.
  await other.goto('/brand/reader-tea/settings/ai-feedback');
  const box = other.getByRole('textbox', { name: text(s.feedback.label, { field: 'Topics' }) });
  await box.fill('Add matcha.');
  await box.locator('xpath=ancestor::*[.//button][1]').getByRole('button', { name: s.feedback.send }).click();
  await expect(other.getByText('Add matcha.')).toBeVisible();

  expect(member.errors).toEqual([]);
  await member.context.close();
});
