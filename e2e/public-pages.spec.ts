import { en } from '../apps/web/src/shared/i18n/en';
import { expect, test } from './fixtures';

// Every public route and extension page (docs/product.md#screens-and-routes), with the heading it must show.
const PAGES: Array<[string, string]> = [
  ['/signin', en.ui.pages.signin],
  ['/signup', en.ui.pages.signup],
  ['/forgot-password', en.ui.pages.forgotPassword],
  ['/reset-password', en.ui.pages.resetPassword],
  ['/confirm-email', en.ui.pages.confirmEmail],
  ['/try', en.ui.pages.try],
  ['/try/next-steps', en.ui.pages.tryNextSteps],
  ['/onboarding', en.ui.pages.onboarding],
  ['/integration-success', en.ui.pages.integrationSuccess],
  ['/kitchen-sync', en.ui.pages.kitchenSync],
  ['/ui', en.ui.pages.ui],
  ['/bex/options', en.ui.pages.bexOptions],
  ['/bex/record', en.ui.pages.bexRecord],
  ['/bex/empty', en.ui.pages.bexEmpty],
  ['/bex/text-highlight', en.ui.pages.bexTextHighlight],
  ['/bex/popup', en.ui.pages.bexPopup],
  ['/bex/popup/new-ticket', en.ui.pages.bexPopupNewTicket],
  ['/bex/devtools', en.ui.pages.bexDevtools],
];

// One journey over all of them: each address is a full page load already, and a browser
// context per address cost more than the pages themselves on a busy CI machine.
test('every public route and extension page renders its heading without errors', async ({
  page,
  consoleErrors,
}) => {
  for (const [path, heading] of PAGES) {
    await test.step(`${path} renders "${heading}"`, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      expect(consoleErrors, path).toEqual([]);
    });
  }
});

test('an unknown recording says it cannot be found', async ({ page, consoleErrors }) => {
  const response = await page.goto('/play/video-1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: en.ui.pages.play })).toBeVisible();
  await expect(page.getByText(en.ui.media.notFoundTitle)).toBeVisible();
  // The browser logs the 404 reply of GET /api/play/video-1: that is the answer here.
  expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  consoleErrors.length = 0;
});

test('an unknown invite says it is invalid or expired', async ({ page, consoleErrors }) => {
  await page.goto('/invite/inv-123');
  await expect(page.getByText(en.messages.inviteInvalid)).toBeVisible();
  await expect(page).toHaveTitle(`${en.ui.pages.invite} · Expertos`);
  // The browser logs the 404 reply of GET /api/invites/inv-123: that is the answer here.
  expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  consoleErrors.length = 0;
});
