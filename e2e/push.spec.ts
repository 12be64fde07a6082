import { mentionToken } from '@expertos/domain/comment.schema';
import type { Project } from '@expertos/domain/project.schema';
import type { WorkspaceListItem } from '@expertos/domain/workspace.schema';
import type { Page } from '@playwright/test';
import { startWebPushService, type WebPushService } from '../apps/server/src/test/web-push-service';
import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, text, unique } from './journeys';
import { linkFromMail } from './mail';

const SHOTS = process.env.SHOTS_DIR;
const p = en.ui.push;

// A phone: the person on it receives the push (docs/product.md#push-notifications).
test.use({
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  permissions: ['notifications'],
  serviceWorkers: 'allow',
});

interface PushPayload {
  title: string;
  body: string;
  data: { ticket_url: string | null; workspace_uid: string; kind: string };
}

let service: WebPushService;
test.beforeAll(async () => {
  service = await startWebPushService();
});
test.afterAll(async () => {
  await service.close();
});

/** The only workspace (and brand) of the person signed in on `page`. */
async function homeOf(page: Page) {
  const { call, headers, request } = await apiOf(page);
  const [item] = await call<WorkspaceListItem[]>('GET', '/api/workspaces');
  const workspace = item!.workspaces;
  const [project] = await call<Project[]>('GET', `/api/workspaces/${workspace.uid}/projects`);
  return { workspace, project: project!, call, headers, request };
}

async function pushesOfKind(kind: string): Promise<PushPayload[]> {
  return service.received
    .map((r) => r.payload as PushPayload)
    .filter((payload) => payload.data.kind === kind);
}

test('a teammate mentions me in their workspace: the push carries the ticket and the workspace, and tapping it opens the ticket there', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  // Me, on my phone, in my own workspace.
  const myEmail = unique('phone');
  await ownerWithBrand(page, {
    email: myEmail,
    name: 'Pia Phone',
    workspace: 'Pia Studio',
    brand: 'Pia Brand',
    land: false,
  });
  const mine = await homeOf(page);

  // A teammate's workspace, which I join by their invite (to their brand).
  const teammate = await (await browser.newContext()).newPage();
  await ownerWithBrand(teammate, {
    email: unique('agency'),
    name: 'Tom Teammate',
    workspace: 'Tom Agency',
    brand: 'Tea House',
  });
  const theirs = await homeOf(teammate);
  await theirs.call('POST', `/api/workspaces/${theirs.workspace.uid}/invites`, {
    email: myEmail,
    role: 'member',
    project_uids: [theirs.project.uid],
  });
  const invite = await linkFromMail(myEmail, '/invite/');
  await mine.call('POST', `/api/invites/${invite.pathname.split('/').pop()}/accept`);
  // A mention names a member of the workspace: me, as a member of theirs.
  const memberships = await mine.call<WorkspaceListItem[]>('GET', '/api/workspaces');
  const meThere = memberships.find((item) => item.workspaces.uid === theirs.workspace.uid)!.member_uid;

  // My phone's browser is registered for pushes (its subscription, as the push service minted it).
  await mine.call('POST', '/api/push/devices', {
    transport: 'webpush',
    subscription: service.subscribe(),
    name: 'Pia’s phone',
  });

  // The teammate mentions me on a ticket of their brand.
  const ticket = await theirs.call<{ uid: string }>('POST', `/api/projects/${theirs.project.uid}/tickets`, {
    summary: 'Shoot the tea ceremony reel',
    ticket_type: 'task',
  });
  // A comment is posted as a form (it may carry files and a voice note).
  const commented = await theirs.request.post(`/api/tickets/${ticket.uid}/comments`, {
    headers: theirs.headers,
    multipart: {
      body: `Can you take this one, ${mentionToken({ uid: meThere, name: 'Pia Phone', email: myEmail })}?`,
    },
  });
  expect(commented.status(), await commented.text()).toBe(201);

  // The push service received it, encrypted for my subscription: decrypted, it leads to the ticket.
  await expect.poll(async () => (await pushesOfKind('mention')).length, { timeout: 30_000 }).toBe(1);
  const [mention] = await pushesOfKind('mention');
  expect(mention!.title).toBe('Tom Teammate mentioned you');
  expect(mention!.data.workspace_uid).toBe(theirs.workspace.uid);
  expect(mention!.data.ticket_url).toMatch(new RegExp(`^/brand/tea-house/tasks/${ticket.uid}\\?comment=`));

  // The installed app's worker is running on my phone; I am still in my own workspace.
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Pia Brand' })).toBeVisible();
  const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
  await page.evaluate(() => navigator.serviceWorker.ready);

  // The push arrives in the worker, which shows it; I tap it.
  const shown = await worker.evaluate(async (payload) => {
    const scope = self as unknown as ServiceWorkerGlobalScopeLike;
    scope.dispatchEvent(new scope.PushEvent('push', { data: JSON.stringify(payload) }));
    let notifications: Notification[] = [];
    for (let i = 0; i < 50 && notifications.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      notifications = await scope.registration.getNotifications();
    }
    const [notification] = notifications;
    if (!notification) return null;
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    return { title: notification.title, body: notification.body, data: notification.data };
  }, mention);
  expect(shown).toEqual({
    title: mention!.title,
    body: mention!.body,
    data: { ticket_url: mention!.data.ticket_url, workspace_uid: theirs.workspace.uid },
  });

  // The app switched to the teammate's workspace and opened the ticket at the comment.
  await expect(page).toHaveURL(new RegExp(`/brand/tea-house/tasks/${ticket.uid}\\?comment=`));
  await expect(page.getByRole('heading', { level: 1, name: /Shoot the tea ceremony reel/ })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).toContain(theirs.workspace.uid);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/push-opened-ticket-375.png`, fullPage: true });

  // A tap that cannot switch (a workspace I am not in) is logged and shows the dashboard.
  await page.goto(
    `/notification-open?workspace=not-my-workspace&to=${encodeURIComponent(mention!.data.ticket_url!)}`,
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => consoleErrors.some((text) => text.includes('not-my-workspace'))).toBe(true);
  consoleErrors.splice(0, consoleErrors.length);
  await teammate.context().close();
});

test('the profile lists my devices, renames one, and sends me a test notification; offline, the app still opens and says so', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await ownerWithBrand(page, {
    email: unique('devices'),
    name: 'Dev Ices',
    workspace: 'Device Studio',
    brand: 'Device Brand',
    land: false,
  });
  const { call } = await apiOf(page);
  const subscription = service.subscribe();
  await call('POST', '/api/push/devices', { transport: 'webpush', subscription, name: 'Old laptop' });

  await page.goto('/profile');
  const section = page.getByRole('region', { name: p.title });
  await expect(section.getByText(p.state.off)).toBeVisible();
  await expect(section.getByRole('button', { name: p.turnOn })).toBeVisible();
  const device = section.getByRole('listitem', { name: 'Old laptop' });
  await expect(device).toBeVisible();
  if (SHOTS) {
    await section.screenshot({ path: `${SHOTS}/push-profile-375.png` });
    const channels = page.getByRole('region', { name: en.ui.notifications.channels.title, exact: true });
    // Its settings read (a switch per kind and channel; the kinds grow with the product).
    await expect(channels.getByRole('checkbox').first()).toBeVisible();
    await channels.screenshot({ path: `${SHOTS}/notification-channels-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await channels.screenshot({ path: `${SHOTS}/notification-channels-1280.png` });
    await section.screenshot({ path: `${SHOTS}/push-profile-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
  }

  // Renamed.
  await device.getByRole('button', { name: 'Rename Old laptop' }).click();
  await section.getByRole('textbox', { name: p.nameLabel }).fill('Work laptop');
  await section.getByRole('button', { name: p.save }).click();
  await expect(section.getByRole('listitem', { name: 'Work laptop' })).toBeVisible();

  // A kind switched off is saved.
  await section.getByRole('switch', { name: p.kinds.comment }).click();
  await expect
    .poll(
      async () => (await call<{ kinds: Record<string, boolean> }>('GET', '/api/push/settings')).kinds.comment,
    )
    .toBe(false);

  // The test notification reaches the device through the push service.
  const before = (await pushesOfKind('test')).length;
  await section.getByRole('button', { name: p.test }).click();
  await expect(page.getByText(text(p.testSent, { count: 1 }))).toBeVisible();
  await expect.poll(async () => (await pushesOfKind('test')).length, { timeout: 30_000 }).toBe(before + 1);

  // Offline: the worker opens the kept app, and a banner says what that means.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Device Brand' })).toBeVisible();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: en.ui.offline.banner })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.ui.offline.startTitle })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-375.png` });
  // Back online, the app goes on by itself to where it was.
  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: en.ui.offline.banner })).toBeHidden();
  await expect(page.getByRole('article', { name: 'Device Brand' })).toBeVisible();
  // Offline, the browser logs each request it could not make; those are the point here.
  const offlineErrors = consoleErrors.filter((text) =>
    /ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(text),
  );
  for (const text of offlineErrors) consoleErrors.splice(consoleErrors.indexOf(text), 1);

  // Removed: nothing more is pushed there.
  await page.goto('/profile');
  await section.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(section.getByText(p.devicesEmpty)).toBeVisible();
});

/** The worker's scope as the page's TypeScript (DOM types) can name it. */
interface ServiceWorkerGlobalScopeLike {
  registration: ServiceWorkerRegistration;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}
