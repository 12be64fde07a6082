import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, today, unique } from './journeys';

const d = en.ui.brandContent.dashboard;
const lib = en.ui.brandContent.library;

test('a brand admin plans posts, follows the slate on the overview, sees a posted one in the Feed and a file in the Library', async ({
  page,
}) => {
  test.slow();
  const owner = unique('slate');
  await ownerWithBrand(page, {
    email: owner,
    name: 'Sam Slate',
    workspace: 'Slate Studio',
    brand: 'Slate Coffee',
    land: false,
  });

  const api = await apiOf(page);
  const [workspace] = await api.call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspaceId = workspace!.workspaces.uid;
  const [project] = await api.call<{ uid: string }[]>('GET', `/api/workspaces/${workspaceId}/projects`);
  const projectId = project!.uid;
  await api.call('PUT', `/api/workspaces/${workspaceId}/projects/${projectId}`, {
    slate_growth_content: 2,
    slate_trust_building_content: 1,
    slate_sales_promotions_content: 1,
  });
  const post = (summary: string, purpose: string) =>
    api.call<{ uid: string }>('POST', `/api/projects/${projectId}/tickets`, {
      summary,
      ticket_type: 'post',
      post_audience: purpose,
      post_platform: 'instagram',
      due_date: today(),
    });
  const reel = await post('Morning roast reel', 'growth');
  await post('Barista tips carousel', 'growth');
  await post('Customer story', 'trust_building');

  // The brand page opens on the overview by default.
  await page.goto('/brand/slate-coffee/tasks');
  const thisWeek = page.getByRole('region', { name: d.thisWeek });
  await expect(
    thisWeek.getByText(text(d.progress, { posted: '0', planned: '2', target: '2' })),
  ).toBeVisible();
  await expect(
    thisWeek.getByText(text(d.progress, { posted: '0', planned: '1', target: '1' })),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: d.nextWeek }).getByText('Review on Friday')).toBeVisible();
  await expect(page.getByRole('link', { name: /Morning roast reel/ })).toBeVisible();

  // One goes out: the slate counts it, the Feed shows it.
  await api.call('PATCH', `/api/tickets/${reel.uid}`, { status: 'posted', posted_date: today() });
  await page.reload();
  await expect(
    thisWeek.getByText(text(d.progress, { posted: '1', planned: '2', target: '2' })),
  ).toBeVisible();

  // The switch leads to the task list and is remembered.
  await page.getByRole('radiogroup', { name: en.ui.brandContent.views.label }).getByText('Tickets').click();
  await expect(page).toHaveURL(/\/brand\/slate-coffee\/tasks\?viewMode=table/);
  await expect(page.getByRole('button', { name: en.ui.tickets.list.page.newTicket }).first()).toBeVisible();

  await page.goto('/brand/slate-coffee/feed');
  await expect(page.getByRole('article', { name: 'Morning roast reel' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  // A file on a comment reaches the Library.
  const res = await api.request.post(`/api/tickets/${reel.uid}/comments`, {
    headers: api.headers,
    multipart: {
      body: 'The brief',
      files: {
        name: 'roast-brief.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
          'latin1',
        ),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/brand/slate-coffee/library');
  // The asset library opens first; the tickets' files are under "From tasks".
  await page.getByRole('tab', { name: en.ui.assets.tabs.fromTasks }).click();
  const file = page.getByRole('button', { name: text(lib.open, { name: 'roast-brief.pdf' }) });
  await expect(file).toBeVisible();
  await expect(page.getByRole('link', { name: /Morning roast reel/ })).toBeVisible();
  await page.getByRole('radiogroup', { name: lib.kinds }).getByText(lib.recording).click();
  await expect(page.getByText(lib.noMatch)).toBeVisible();
  await page.getByRole('radiogroup', { name: lib.kinds }).getByText(lib.all).click();
  await page.getByRole('searchbox', { name: lib.search }).fill('roast');
  await expect(file).toBeVisible();
  // A ticket's file becomes a library asset, remembering where it came from.
  await page.getByRole('button', { name: text(lib.addToAssetsLabel, { name: 'roast-brief.pdf' }) }).click();
  await expect(page.getByText(text(lib.addedToAssets, { name: 'roast-brief.pdf' }))).toBeVisible();
  await page.getByRole('tab', { name: en.ui.assets.tabs.library }).click();
  await expect(
    page.getByRole('button', { name: text(en.ui.assets.card.open, { name: 'roast-brief.pdf' }) }),
  ).toBeVisible();
});
