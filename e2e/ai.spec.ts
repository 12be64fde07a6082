import type { Ticket } from '@expertos/domain/ticket.schema';
import { type AiServer, startAiServer } from '../apps/server/src/test/ai-server';
import { en } from '../apps/web/src/shared/i18n/en';
import { APP_SERVER_START_MS, type AppServer, startAppServer } from './app-server';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';

/**
 * AI on the brand's context (docs/product.md#ai, #brand-check): these journeys run against a
 * server of their own with AI on, its Chat Completions calls going to a local stand-in that
 * answers in the documented format, through the real SDK.
 */
const AI_PORT = Number(process.env.E2E_PORT ?? 4310) + 21;
const AI_URL = `http://localhost:${AI_PORT}`;
const SHOTS = process.env.SHOTS_DIR;
const ai = en.ui.ai;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: AI_URL });

let model: AiServer;
let server: AppServer;
test.beforeAll(async () => {
  test.setTimeout(APP_SERVER_START_MS + 10_000);
  model = await startAiServer();
  server = await startAppServer(AI_PORT, {
    AI_BASE_URL: model.baseUrl,
    AI_API_KEY: model.apiKey,
    AI_MODEL: 'e2e-model',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await model?.close();
});

async function brandOwner(page: import('@playwright/test').Page, brand: string) {
  await ownerWithBrand(page, {
    email: unique('writer'),
    name: 'Wren Writer',
    workspace: `Writers ${Date.now() % 100000}`,
    brand,
    origin: AI_URL,
  });
  const api = await apiOf(page);
  const joined = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspace = joined[0]!.workspaces;
  const projects = await api.call<{ uid: string; name: string; slug: string }[]>(
    'GET',
    `/api/workspaces/${workspace.uid}/projects`,
  );
  const project = projects.find((p) => p.name === brand)!;
  return { api, workspaceUid: workspace.uid, project };
}

test('a member runs a brief in the playground, watches the answer stream in, and saves it into a post', async ({
  page,
  consoleErrors: _,
}) => {
  const { api, project } = await brandOwner(page, `Tea House ${Date.now() % 100000}`);
  const post = await api.call<Ticket>('POST', `/api/projects/${project.uid}/tickets`, {
    summary: 'Autumn matcha reel',
    ticket_type: 'post',
  });

  await page.goto(`/brand/${project.slug}/playground`);
  await expect(page.getByRole('heading', { level: 1, name: en.ui.pages.brandPlayground })).toBeVisible();
  await page.getByRole('textbox', { name: ai.brief }).fill('A hook for our autumn matcha reel');
  // Each piece comes a second after the last: the first shows while the rest is being written.
  model.next({
    kind: 'stream',
    pieces: ['Slow mornings, ', 'warm cups, ', 'one matcha ritual.'],
    pauseMs: 1000,
  });
  await page.getByRole('button', { name: ai.run }).click();
  await expect(page.getByText('Slow mornings,')).toBeVisible();
  await expect(page.getByRole('button', { name: ai.stop })).toBeVisible();
  await expect(page.getByText('one matcha ritual.')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/playground-streaming.png`, fullPage: true });
  await expect(page.getByText('Slow mornings, warm cups, one matcha ritual.')).toBeVisible();
  // The service's own count of the run's tokens.
  await expect(page.getByText(/^\d+ tokens used$/)).toBeVisible();

  // The exact request: the brand's profile as the system message, the brief alone after it.
  await page.getByRole('button', { name: ai.showPrompt }).click();
  await expect(page.getByText(ai.promptTitle)).toBeVisible();
  const sent = model.requests.at(-1)!.body;
  expect(sent.model).toBe('e2e-model');
  expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'A hook for our autumn matcha reel' });
  expect(sent.messages[0]!.content).toContain(project.name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/playground-done.png`, fullPage: true });

  // Into the existing post's hook.
  await page.getByRole('combobox', { name: ai.post }).click();
  await page.getByRole('option', { name: `#${post.id} Autumn matcha reel` }).click();
  await page.getByRole('combobox', { name: ai.field }).click();
  await page.getByRole('option', { name: ai.fields.hook, exact: true }).click();
  await page.getByRole('button', { name: ai.saveField }).click();
  await expect(page.getByText(ai.fieldSaved)).toBeVisible();
  const saved = await api.call<Ticket>('GET', `/api/tickets/${post.uid}`);
  expect(saved.hook).toBe('Slow mornings, warm cups, one matcha ritual.');

  // And as a new post.
  await expect(page.getByRole('link', { name: text(ai.openSaved, { id: String(post.id) }) })).toBeVisible();
  await page.getByRole('button', { name: ai.saveAsPost }).click();
  await page.getByRole('link', { name: ai.openPost }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${project.slug}/tasks/[0-9a-f-]{36}$`));
  await expect(
    page.getByRole('heading', { name: /Slow mornings, warm cups, one matcha ritual\./ }),
  ).toBeVisible();
});

test("a post with an off-brand phrase is flagged at the phrase's words by the brand check", async ({
  page,
  consoleErrors: _,
}) => {
  const { api, workspaceUid, project } = await brandOwner(page, `Calm Co ${Date.now() % 100000}`);
  await api.call('PUT', `/api/workspaces/${workspaceUid}/projects/${project.uid}`, {
    off_brand: ['Never say "cheap" or "limited time only"'],
  });
  const post = await api.call<Ticket>('POST', `/api/projects/${project.uid}/tickets`, {
    summary: 'Spring sale',
    ticket_type: 'post',
    caption: 'Our calm blend, now cheap for a Limited Time Only. Sip slowly.',
  });
  await page.goto(`/brand/${project.slug}/tasks/${post.uid}`);
  await page.getByRole('button', { name: en.ui.brandCheck.run }).click();
  const findings = page.getByTestId('brand-check-findings');
  await expect(findings.getByText(text(en.ui.brandCheck.found, { count: '2' }))).toBeVisible();
  const caption = page.getByLabel(en.ui.brandCheck.captionLabel);
  await expect(caption.locator('mark')).toHaveText(['cheap', 'Limited Time Only']);

  // The AI part marks the words that do not sound like the brand, beside the rules' marks.
  model.next({
    kind: 'reply',
    content: JSON.stringify({
      voice_mismatches: [{ quote: 'now cheap', why: 'Pushy; the voice is calm.' }],
      pillar: null,
      pillar_why: 'It is about price, not a pillar.',
    }),
  });
  await page.getByRole('button', { name: en.ui.brandCheck.aiRun }).click();
  const judged = page.getByTestId('brand-check-ai');
  await expect(
    judged.getByText(
      text(en.ui.brandCheck.voice, { phrase: 'now cheap', note: 'Pushy; the voice is calm.' }),
    ),
  ).toBeVisible();
  await expect(caption.locator('mark')).toHaveText(['now cheap', 'Limited Time Only']);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/brand-check.png`, fullPage: true });
    await page
      .getByRole('region', { name: en.ui.brandCheck.title })
      .screenshot({ path: `${SHOTS}/brand-check-section.png` });
  }

  // A finding kept as the brand's feedback on its off-brand rules.
  const finding = text(en.ui.brandCheck.findings.off_brand, {
    phrase: 'cheap',
    rule: 'Never say "cheap" or "limited time only"',
  });
  await findings.getByRole('button', { name: `${en.ui.brandCheck.toFeedback}: ${finding}` }).click();
  await expect(
    findings.getByRole('button', { name: `${en.ui.brandCheck.toFeedback}: ${finding}` }),
  ).toHaveText(en.ui.brandCheck.inFeedback);
  const notes = await api.call<{ content: string }[]>(
    'GET',
    `/api/projects/${project.uid}/feedback/off_brand`,
  );
  expect(notes.map((n) => n.content)).toEqual([text(en.ui.brandCheck.feedbackNote, { finding })]);

  // Sent for approval: whoever opens it sees the findings without asking.
  await api.call('PATCH', `/api/tickets/${post.uid}`, { status: 'needs_approval' });
  await page.reload();
  await expect(page.getByText(en.ui.brandCheck.forApproval)).toBeVisible();
  await expect(
    page.getByTestId('brand-check-findings').getByText(text(en.ui.brandCheck.found, { count: '2' })),
  ).toBeVisible();
});

test('the AI drafts a post, suggests pillars, fills a voice from its samples and a feedback note the admin accepts', async ({
  page,
  consoleErrors: _,
}) => {
  const s = en.ui.brandSettings;
  const d = en.ui.aiDrafts;
  const { api, workspaceUid, project } = await brandOwner(page, `Draft Co ${Date.now() % 100000}`);
  const sample = await api.call<Ticket>('POST', `/api/projects/${project.uid}/tickets`, {
    summary: 'Launch post',
    ticket_type: 'post',
    caption: 'Sip slowly, friends.',
  });
  const voice = await api.call<{ uid: string }>('POST', `/api/projects/${project.uid}/brand-voices`, {
    name: 'Calm',
    sample_posts: [{ ticket_uid: sample.uid }],
  });

  // A post: the hook, three variations and a caption, all put in with one click.
  model.next({
    kind: 'reply',
    content: JSON.stringify({
      hook: 'Your mornings, slower.',
      variations: ['Slow down with us.', 'One cup, one pause.', 'Mornings deserve matcha.'],
      caption: 'Whisk, breathe, sip.',
    }),
  });
  await page.goto(`/brand/${project.slug}/tasks/${sample.uid}`);
  await page.getByRole('button', { name: d.postRun }).click();
  await expect(page.getByTestId('post-draft').getByText('One cup, one pause.')).toBeVisible();
  if (SHOTS)
    await page.getByRole('region', { name: d.postTitle }).screenshot({ path: `${SHOTS}/post-draft.png` });
  await page.getByRole('button', { name: d.useAll }).click();
  await expect(page.getByText(d.used)).toBeVisible();
  const drafted = await api.call<Ticket>('GET', `/api/tickets/${sample.uid}`);
  expect(drafted).toMatchObject({
    hook: 'Your mornings, slower.',
    hook_variation_3: 'Mornings deserve matcha.',
    caption: 'Whisk, breathe, sip.',
  });

  // Topics: suggestions the brand does not have, added with a click and saved with the step.
  model.next({ kind: 'reply', content: JSON.stringify({ suggestions: ['Tea rituals', 'Sourcing'] }) });
  await page.goto(`/brand/${project.slug}/settings/content-pillars`);
  await page.getByRole('button', { name: d.suggest }).click();
  await page.getByRole('button', { name: text(d.add, { name: 'Tea rituals' }) }).click();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pillar-suggestions.png`, fullPage: true });
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(s.saved);
  const projects = await api.call<{ uid: string; content_pillars: string[] }[]>(
    'GET',
    `/api/workspaces/${workspaceUid}/projects`,
  );
  expect(projects.find((p) => p.uid === project.uid)?.content_pillars).toEqual(['Tea rituals']);

  // A voice drafted from its sample post into its form; saved as edited.
  model.next({
    kind: 'reply',
    content: JSON.stringify({
      description: 'Calm and kind.',
      tone: ['calm'],
      do_say: ['friends'],
      dont_say: ['hurry'],
    }),
  });
  await page.goto(`/brand/${project.slug}/settings/brand-voice`);
  await page.getByRole('button', { name: `${s.edit} Calm` }).click();
  await page.getByRole('button', { name: d.voiceRun }).click();
  await expect(page.getByRole('textbox', { name: s.voices.description })).toHaveValue('Calm and kind.');
  // The sample as the post holds it now (its caption was drafted above).
  expect(model.requests.at(-1)!.body.messages[0]!.content).toContain('1. """Whisk, breathe, sip."""');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/voice-draft.png`, fullPage: true });
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByRole('button', { name: s.save, exact: true })).toHaveCount(0);
  const voices = await api.call<{ uid: string; description: string; tone: string[] }[]>(
    'GET',
    `/api/projects/${project.uid}/brand-voices`,
  );
  expect(voices.find((v) => v.uid === voice.uid)).toMatchObject({
    description: 'Calm and kind.',
    tone: ['calm'],
  });

  // A suggestion for one field, edited and accepted as the team's feedback.
  model.next({ kind: 'reply', content: JSON.stringify({ suggestion: 'Name the audience by age.' }) });
  await page.goto(`/brand/${project.slug}/settings/ai-feedback`);
  await page.getByRole('button', { name: `${d.feedbackSuggest}: Target audience` }).click();
  const box = page.getByRole('textbox', { name: text(s.feedback.label, { field: 'Target audience' }) });
  await expect(box).toHaveValue('Name the audience by age.');
  await box.fill('Name the audience by age: 25–34.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/feedback-suggestion.png`, fullPage: true });
  await page.getByRole('button', { name: d.feedbackAccept }).click();
  await expect(page.getByText('Name the audience by age: 25–34.')).toBeVisible();
  await expect(box).toHaveValue('');
});
