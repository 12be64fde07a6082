import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { photo } from './images';
import { apiOf, ownerWithBrand, text, today, unique } from './journeys';
import { uploadRecording } from './recordings';

const p = en.ui.portal;
const r = en.ui.approvals.round;
const shots = process.env.SHOTS_DIR;

interface Round {
  round: { version: string; status: string } | null;
}

test('a two-step workflow with a client: the team approves, the client asks for changes in the portal, then approves twenty at once; an edit after approval reopens review; a revoked link stops working', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await ownerWithBrand(page, {
    email: unique('agency'),
    name: 'Paula Planner',
    workspace: 'Portal Agency',
    brand: 'Portal Brand',
    land: false,
  });
  const { call } = await apiOf(page);
  const [membership] = await call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspace = membership!.workspaces;
  const project = await call<{ uid: string }>(
    'GET',
    `/api/workspaces/${workspace.uid}/projects/by-slug/portal-brand`,
  );
  const base = `/api/projects/${project.uid}`;
  const dana = await call<{ uid: string }>('POST', `${base}/approval-contacts`, {
    name: 'Dana Client',
    email: unique('dana'),
    company: 'Client Co',
  });
  // A second contact, added to the reel's client step later by whoever asks.
  await call('POST', `${base}/approval-contacts`, {
    name: 'Eli Client',
    email: unique('eli'),
    company: 'Client Co',
  });
  // Step 1: the brand's admins (the owner, who may approve her own posts here); step 2: Dana.
  await call('PUT', `${base}/approval-workflow`, {
    mode: 'multi_step',
    steps: [
      { kind: 'internal', brand_admins: true, approvers: [] },
      { kind: 'client', approvers: [dana.uid] },
    ],
    author_may_approve: true,
  });

  // The link is made on the brand's Approvals page and shown once.
  await page.goto('/brand/portal-brand/approvals');
  const contact = page.getByRole('listitem', { name: 'Dana Client' });
  await expect(contact.getByText(p.link.none)).toBeVisible();
  await contact.getByRole('button', { name: p.link.send }).click();
  const shown = page.getByRole('dialog', { name: text(p.link.createdTitle, { name: 'Dana Client' }) });
  const url = new URL((await shown.locator('pre, code').first().textContent())!.trim());
  if (shots) await page.screenshot({ path: `${shots}/portal-settings.png`, fullPage: true });
  await shown.getByRole('button', { name: p.link.close }).click();
  await expect(contact.getByText(p.link.activeNever)).toBeVisible();

  // Twenty-one posts asked for approval; the team approves step 1 of each (the first in the app).
  const posts: string[] = [];
  for (let i = 1; i <= 21; i += 1) {
    const summary = i === 1 ? 'Autumn launch reel' : `Weekly tip ${i}`;
    const ticket = await call<{ uid: string }>('POST', `${base}/tickets`, {
      summary,
      ticket_type: 'post',
      caption: `${summary}: the caption`,
    });
    await call('POST', `/api/tickets/${ticket.uid}/approval`);
    posts.push(ticket.uid);
  }
  for (const uid of posts.slice(1)) {
    const { round } = await call<Round>('GET', `/api/tickets/${uid}/approval`);
    await call('POST', `/api/tickets/${uid}/approval/decisions`, {
      decision: 'approved',
      version: round!.version,
    });
  }
  if (shots) {
    await page.goto('/approvals');
    await page.locator('label', { hasText: 'On a client' }).click();
    await expect(page.getByRole('button', { name: /Weekly tip 2$/ })).toBeVisible();
    await page.screenshot({ path: `${shots}/approvals-waiting.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.locator('label', { hasText: 'On a client' }).click();
    await expect(page.getByRole('button', { name: /Weekly tip 2$/ })).toBeVisible();
    await page.screenshot({ path: `${shots}/approvals-waiting-narrow.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/brand/portal-brand/tasks?viewMode=table');
    await expect(page.getByLabel(/Approval: Step 2\/2 · Client/).first()).toBeVisible();
    await page.screenshot({ path: `${shots}/approvals-table.png` });
  }
  // The table's own Approval column, chosen: the step moves there from after the summary.
  await page.goto('/brand/portal-brand/tasks?viewMode=table');
  await page.getByRole('button', { name: en.ui.tickets.list.table.chooseColumns }).click();
  await page
    .getByRole('group', { name: en.ui.tickets.list.table.chooseColumns })
    .getByRole('checkbox', { name: en.ui.tickets.list.table.approval })
    .check();
  await page.keyboard.press('Escape');
  const tipRow = page.getByRole('row', { name: /Weekly tip 21$/ });
  const approvalCell = tipRow.getByRole('cell').nth(5);
  await expect(approvalCell.getByLabel(/Approval: Step 2\/2 · Client/)).toBeVisible();
  await expect(
    tipRow
      .getByRole('cell')
      .nth(2)
      .getByLabel(/Approval:/),
  ).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/approvals-table-column.png` });
  await page.goto(`/brand/portal-brand/tasks?viewMode=kanban`);
  const waiting = page.getByTestId('kanban-column-needs_approval');
  await expect(waiting.getByLabel(/Approval: Step 1\/2 · Team/).first()).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/portal-badges.png` });
  await waiting.getByTestId('kanban-card').filter({ hasText: 'Autumn launch reel' }).click();
  const dialog = page.getByTestId('task-dialog');
  const round = dialog.getByTestId('ticket-approval-round');
  await round.getByRole('button', { name: r.approve, exact: true }).click();
  await expect(round.getByText(/Step 2 of 2/)).toBeVisible();
  await dialog.getByRole('button', { name: en.ui.close }).first().click();

  // Dana, signed out, asks for changes on the reel.
  const outside = await browser.newContext();
  const client = await outside.newPage();
  const clientErrors: string[] = [];
  client.on('console', (message) => {
    if (message.type() === 'error') clientErrors.push(message.text());
  });
  await client.goto(url.pathname);
  await expect(
    client.getByRole('heading', { level: 1, name: text(p.page.title, { brand: 'Portal Brand' }) }),
  ).toBeVisible();
  await expect(client.getByText(text(p.page.waiting, { count: '21' }))).toBeVisible();
  if (shots) await client.screenshot({ path: `${shots}/portal-desktop.png` });
  const reel = client.getByRole('article', { name: 'Autumn launch reel' });
  await reel
    .getByRole('textbox', { name: new RegExp(p.item.comment) })
    .first()
    .fill('Brighter first frame, please');
  await reel.getByRole('button', { name: p.item.changes }).click();
  await expect(reel).toBeHidden();

  // The team edits the reel and asks again; Dana sees the new version.
  const [reelUid] = posts;
  await call('PATCH', `/api/tickets/${reelUid}`, { caption: 'Autumn launch reel: a brighter cut' });
  await call('POST', `/api/tickets/${reelUid}/approval`);
  const { round: again } = await call<Round>('GET', `/api/tickets/${reelUid}/approval`);
  await call('POST', `/api/tickets/${reelUid}/approval/decisions`, {
    decision: 'approved',
    version: again!.version,
  });
  await client.reload();
  await expect(
    client
      .getByRole('article', { name: 'Autumn launch reel' })
      .getByText('Autumn launch reel: a brighter cut'),
  ).toBeVisible();

  // Twenty at once: every post but the reel.
  await client.getByRole('checkbox', { name: p.page.selectAll }).check();
  await client
    .getByRole('checkbox', { name: text(p.page.select, { summary: 'Autumn launch reel' }) })
    .uncheck();
  await client.getByRole('button', { name: text(p.page.approveSelected, { count: '20' }) }).click();
  await expect(client.getByText(text(p.page.waiting, { count: 1 }))).toBeVisible();
  await client
    .getByRole('article', { name: 'Autumn launch reel' })
    .getByRole('button', { name: p.item.approve })
    .click();
  await expect(client.getByText(p.page.emptyTitle)).toBeVisible();
  expect(clientErrors).toEqual([]);

  // On the board, all twenty-one are approved; an edit of the reel's caption asks, then reopens review.
  await page.goto(`/brand/portal-brand/tasks?viewMode=kanban`);
  const approved = page.getByTestId('kanban-column-approved');
  await expect(approved.getByTestId('kanban-card')).toHaveCount(21);
  await approved.getByTestId('kanban-card').filter({ hasText: 'Autumn launch reel' }).click();
  const caption = dialog.getByRole('textbox', { name: en.ui.tickets.details.fields.caption });
  await caption.fill('Autumn launch reel: one more change');
  await caption.blur();
  const locked = page.getByRole('dialog', { name: en.ui.tickets.locked.title });
  await locked.getByRole('button', { name: en.ui.tickets.locked.ok }).click();
  const reopened = dialog.getByTestId('ticket-approval-round');
  // A new round, from the first step (the section reads it again once the save is in).
  await expect(reopened.getByText(new RegExp(`Step 1 of 2.*\\(${r.stepStatus.open}\\)`))).toBeVisible();
  // Whoever asked adds Eli to the client step still to come.
  await reopened.getByRole('button', { name: r.addApprovers }).click();
  await reopened.getByRole('combobox', { name: r.addStep }).click();
  await page
    .getByRole('option', { name: text(r.addStepOption, { n: '2', count: '2', kind: 'Client' }) })
    .click();
  await reopened.getByRole('combobox', { name: new RegExp(r.addPeople) }).click();
  await page.getByRole('option', { name: 'Eli Client' }).click();
  await page.keyboard.press('Escape');
  if (shots) await page.screenshot({ path: `${shots}/approval-add-approvers.png` });
  await reopened.getByRole('button', { name: r.addConfirm, exact: true }).click();
  await expect(page.getByText(text(r.added, { n: '2' }))).toBeVisible();
  await expect(reopened.getByText(/Eli Client/)).toBeVisible();
  await dialog.getByRole('button', { name: en.ui.close }).first().click();

  // On the calendar the reel, back for approval, carries its step.
  await call('PATCH', `/api/tickets/${reelUid}`, { posted_date: today() });
  await page.goto('/brand/portal-brand/tasks?viewMode=calendar');
  const onCalendar = page.getByLabel(/Approval: Step 1\/2 · Team/).first();
  await expect(onCalendar).toBeVisible();
  if (shots) {
    await onCalendar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/approval-calendar.png` });
  }

  // The decision record: every decision, the client's in the portal among them.
  await page.goto('/brand/portal-brand/approvals');
  const record = page.getByRole('region', { name: en.ui.approvalSettings.audit.title });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    record.getByRole('button', { name: en.ui.approvalSettings.audit.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^portal-brand-approvals-start-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const rows = Buffer.concat(csv).toString('utf8');
  expect(rows).toContain('Brighter first frame, please');
  expect(rows).toContain('Portal');
  if (shots) {
    await record.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/approval-record.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await record.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/approval-record-narrow.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // The link revoked, the page says so.
  await contact.getByRole('button', { name: text(p.link.menu, { name: 'Dana Client' }) }).click();
  await page.getByRole('menuitem', { name: text(p.link.revoke, { name: 'Dana Client' }) }).click();
  await page
    .getByRole('dialog', { name: text(p.link.revokeTitle, { name: 'Dana Client' }) })
    .getByRole('button', { name: text(p.link.revoke, { name: 'Dana Client' }) })
    .click();
  await expect(contact.getByText(p.link.revoked)).toBeVisible();
  await client.reload();
  await expect(client.getByText(p.page.invalidTitle)).toBeVisible();
  await outside.close();
  // The browser logs the refused save of the locked caption (409) itself; nothing else may fail.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.includes('409 (Conflict)')),
  );
  expect(consoleErrors).toEqual([]);
});

test('the portal reads well on a phone', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await ownerWithBrand(page, {
    email: unique('phone-agency'),
    name: 'Paula Planner',
    workspace: 'Phone Agency',
    brand: 'Phone Brand',
  });
  const { call } = await apiOf(page);
  const [membership] = await call<{ workspaces: { uid: string } }[]>('GET', '/api/workspaces');
  const workspace = membership!.workspaces;
  const project = await call<{ uid: string }>(
    'GET',
    `/api/workspaces/${workspace.uid}/projects/by-slug/phone-brand`,
  );
  const base = `/api/projects/${project.uid}`;
  const dana = await call<{ uid: string }>('POST', `${base}/approval-contacts`, {
    name: 'Dana',
    email: unique('d'),
  });
  await call('PUT', `${base}/approval-workflow`, {
    mode: 'required',
    steps: [{ kind: 'client', approvers: [dana.uid] }],
  });
  const created = await call<{ url: string }>('POST', `${base}/approval-contacts/${dana.uid}/portal-link`, {
    send_email: false,
  });
  const { headers, request } = await apiOf(page);
  for (const summary of ['Spring menu carousel', 'Behind the counter']) {
    const ticket = await call<{ uid: string }>('POST', `${base}/tickets`, {
      summary,
      ticket_type: 'post',
      caption: 'A long caption that wraps on a phone, with #hashtags and a link https://example.com/spring',
      hook: 'Spring is on the menu',
    });
    if (summary === 'Spring menu carousel') {
      const uploaded = await request.post(`/api/tickets/${ticket.uid}/reference-images`, {
        headers,
        multipart: { files: { name: 'carousel.png', mimeType: 'image/png', buffer: photo(480, 300) } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
      await uploadRecording({ call, headers, request }, project.uid, ticket.uid, 'webm');
    }
    await call('POST', `/api/tickets/${ticket.uid}/approval`);
  }
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const client = await phone.newPage();
  await client.goto(new URL(created.url).pathname);
  const post = client.getByRole('article', { name: 'Spring menu carousel' });
  await expect(post.getByRole('button', { name: p.item.approve })).toBeVisible();
  // A comment pinned on the photo: placed with a tap, nudged with a key, sent with the comment.
  await post.getByRole('button', { name: `${p.item.pinHere}: carousel.png` }).click();
  await expect(post.getByRole('button', { name: p.item.pinDraft })).toBeFocused();
  await client.keyboard.press('ArrowUp');
  const talk = post.getByRole('region', { name: p.item.comments });
  await expect(talk.getByText(text(p.item.pinnedOn, { image: '1' }))).toBeVisible();
  await talk
    .getByRole('textbox', { name: new RegExp(p.item.addComment) })
    .fill('A warmer light here, please');
  await talk.getByRole('button', { name: p.item.send }).click();
  await expect(
    post.getByRole('button', { name: text(p.item.pinBy, { number: '1', name: 'Dana' }) }),
  ).toBeVisible();
  await expect(
    talk.getByText(text(p.item.onImageN, { number: '1', image: '1' }), { exact: false }),
  ).toBeVisible();
  // A comment at a moment of the recording, which plays from the portal's own link.
  await expect
    .poll(() =>
      post
        .getByLabel(text(p.item.recordingLabel, { number: '1' }))
        .evaluate((v: HTMLVideoElement) => v.readyState),
    )
    .toBeGreaterThan(0);
  await post.getByRole('button', { name: text(p.item.commentAtMoment, { time: '0:00' }) }).click();
  await expect(talk.getByText(text(p.item.momentDraft, { time: '0:00', recording: '1' }))).toBeVisible();
  await talk.getByRole('textbox', { name: new RegExp(p.item.addComment) }).fill('Open on the cup');
  await talk.getByRole('button', { name: p.item.send }).click();
  await expect(
    talk.getByText(text(p.item.atMomentN, { time: '0:00', recording: '1' }), { exact: false }),
  ).toBeVisible();
  await expect(
    post.getByRole('button', { name: text(p.item.momentBy, { time: '0:00', name: 'Dana' }) }),
  ).toBeVisible();
  // Nothing runs off the side of a phone's screen.
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (shots) {
    await client.screenshot({ path: `${shots}/portal-phone.png`, fullPage: true });
    await client.setViewportSize({ width: 1280, height: 800 });
    await expect(
      post.getByRole('button', { name: text(p.item.pinBy, { number: '1', name: 'Dana' }) }),
    ).toBeVisible();
    await client.screenshot({ path: `${shots}/portal-pins-desktop.png`, fullPage: true });
  }
  await phone.close();
});
