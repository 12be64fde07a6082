import { LANGUAGE_NAMES, LANGUAGES } from '@expertos/domain/languages';
import { en } from '../apps/web/src/shared/i18n/en';
import { catalogue as de } from '../apps/web/src/shared/i18n/locales/de';
import { catalogue as es } from '../apps/web/src/shared/i18n/locales/es';
import { catalogue as fr } from '../apps/web/src/shared/i18n/locales/fr';
import { catalogue as ptBR } from '../apps/web/src/shared/i18n/locales/pt-BR';
import { expect, test } from './fixtures';
import { apiOf, ownerWithBrand, unique } from './journeys';

/**
 * The app in five languages (docs/product.md#languages): signed out it follows the browser and
 * offers the others; signed in, the profile's language, switched live and kept for every device.
 */
const SHOTS = process.env.SHOTS_DIR;
const texts = { en, es, de, fr, 'pt-BR': ptBR } as const;

test.describe('a browser in Mexican Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets the sign-in page in Spanish, and may pick another language, kept on the device', async ({
    page,
  }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: es.ui.auth.signIn, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sign-in-es-1280.png` });

    await page.getByRole('combobox', { name: es.ui.language.pickerLabel }).selectOption(LANGUAGE_NAMES.fr);
    await expect(page.getByRole('button', { name: fr.ui.auth.signIn, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.getByRole('button', { name: fr.ui.auth.signIn, exact: true })).toBeVisible();
  });
});

test('a person’s profile language is the app’s on every page, switched live and back', async ({ page }) => {
  test.slow();
  await ownerWithBrand(page, {
    email: unique('lang'),
    name: 'Lena Lang',
    workspace: 'Lang Studio',
    brand: 'Lang Bakery',
    land: false,
  });
  await page.goto('/profile');
  await page.getByRole('combobox', { name: en.ui.language.label }).click();
  await page.getByRole('option', { name: LANGUAGE_NAMES.de }).click();
  // No reload: the page speaks German as soon as its texts arrive.
  await expect(page.getByRole('heading', { level: 1, name: de.ui.pages.profile })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Each language from the profile, as another device would start in it: the main screens read in it.
  const api = await apiOf(page);
  for (const language of LANGUAGES) {
    await api.call('PUT', '/api/me', { language });
    await page.evaluate(() => localStorage.removeItem('expertos:language'));
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: texts[language].ui.pages.dashboard }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    if (SHOTS) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: `${SHOTS}/dashboard-${language}-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }
});
