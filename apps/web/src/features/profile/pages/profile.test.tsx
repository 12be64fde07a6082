import { ApiError } from '@expertos/api-client/client';
import { skillsOf } from '@expertos/domain/industries';
import { LANGUAGES } from '@expertos/domain/languages';
import { MESSAGES } from '@expertos/domain/messages';
import { AVATAR_MAX_BYTES, type Profile } from '@expertos/domain/profile.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { applyLanguage, storedLanguage } from '@/shared/i18n/language';
import { viewerTimeZone } from '@/shared/session/viewer-zone';
import { useAuthStore } from '@/shared/stores/auth-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { fakeJwt } from '@/test/jwt';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as changePasswordApi from '../api/change-password';
import * as profileApi from '../api/profile';
import { keepSkillsOf } from '../components/skills';
import { ProfilePage } from './ProfilePage';

const profile: Profile = {
  id: 'u1',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
  avatar_url: null,
  job_title: 'Producer',
  industry: 'Content Creator',
  skills: ['Writer', 'Editor', 'Producer'],
  language: null,
  time_zone: 'UTC',
};

afterEach(async () => {
  vi.restoreAllMocks();
  await applyLanguage('en', { remember: null });
  // The web tests share one app: a language this file chose would stay loaded for the next
  // file, whose texts then read in it where it expects English (CreateTicketModal's German amount).
  for (const language of LANGUAGES) if (language !== 'en') i18n.removeResourceBundle(language, 'translation');
});

const positives = () =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === 'positive')
    .map((item) => item.message);

async function renderProfile(me: Profile = profile) {
  vi.spyOn(profileApi, 'fetchMe').mockResolvedValue(me);
  useAuthStore
    .getState()
    .setSession({ user: { uid: 'u1', email: me.email, name: me.name }, authToken: fakeJwt() });
  useAuthStore.getState().setTokenValidated(true);
  renderWithProviders(<ProfilePage />);
  await screen.findByRole('form', { name: 'Personal details' });
  return setupUser();
}

const details = () => screen.getByRole('form', { name: 'Personal details' });
const skillsValue = () =>
  (details().querySelector('input[name="skills"]') as HTMLInputElement | null)?.value
    .split(',')
    .filter(Boolean);

describe('keepSkillsOf', () => {
  it('keeps only the skills the industry has', () => {
    expect(keepSkillsOf('Media', ['Writer', 'Editor', 'Producer'])).toEqual(['Editor', 'Producer']);
    expect(keepSkillsOf(null, ['Editor'])).toEqual([]);
    expect(keepSkillsOf('Not an industry', ['Editor'])).toEqual([]);
  });
});

describe('/profile', () => {
  it('shows a loading state, then the profile', async () => {
    let answer!: (value: Profile) => void;
    vi.spyOn(profileApi, 'fetchMe').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<ProfilePage />);
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    answer(profile);
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Job title/)).toHaveValue('Producer');
    expect(skillsValue()).toEqual(['Writer', 'Editor', 'Producer']);
  });

  it('says when the profile cannot be loaded, and tries again', async () => {
    const getMe = vi
      .spyOn(profileApi, 'fetchMe')
      .mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'x' }))
      .mockResolvedValueOnce(profile);
    renderWithProviders(<ProfilePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded.');
    await setupUser().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Personal details' })).toBeInTheDocument();
    expect(getMe).toHaveBeenCalledTimes(2);
  });

  it('offers the 26 industries and only the skills of the chosen one; another industry drops the others', async () => {
    const u = await renderProfile();

    await u.click(screen.getByRole('combobox', { name: 'Industry' }));
    expect(screen.getAllByRole('option')).toHaveLength(26);
    await u.click(screen.getByRole('option', { name: 'Media' }));

    expect(skillsValue()).toEqual(['Editor', 'Producer']);
    await u.click(screen.getByRole('combobox', { name: 'Skills' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([...skillsOf('Media')]);
  });

  it('disables the skills until an industry is chosen', async () => {
    await renderProfile({ ...profile, industry: null, skills: [] });
    expect(screen.getByRole('combobox', { name: 'Skills' })).toBeDisabled();
    expect(screen.getByText('Choose an industry first.')).toBeInTheDocument();
  });

  it('says the data is incomplete without a name, before sending anything', async () => {
    const update = vi.spyOn(profileApi, 'updateMe');
    const u = await renderProfile();
    await u.clear(screen.getByLabelText(/Full name/));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(within(details()).getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('saves the changes, says so and updates the signed-in user', async () => {
    const update = vi
      .spyOn(profileApi, 'updateMe')
      .mockImplementation(async (change) => ({ ...profile, ...change }) as Profile);
    const u = await renderProfile();
    await u.clear(screen.getByLabelText(/Full name/));
    await u.type(screen.getByLabelText(/Full name/), 'Ada King');
    await u.clear(screen.getByLabelText(/Job title/));

    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(positives()).toEqual(['Your profile was saved.']));
    expect(update).toHaveBeenCalledWith({
      name: 'Ada King',
      job_title: null,
      industry: 'Content Creator',
      skills: ['Writer', 'Editor', 'Producer'],
    });
    expect(useAuthStore.getState().user?.name).toBe('Ada King');
  });

  it('switches the app to the language chosen at once, keeps it on the profile, and follows the browser on Automatic', async () => {
    const update = vi
      .spyOn(profileApi, 'updateMe')
      .mockImplementation(async (change) => ({ ...profile, ...change }) as Profile);
    const u = await renderProfile();
    await u.click(screen.getByRole('combobox', { name: 'Language' }));
    // Each language in its own name, after the browser's (jsdom's is en-US).
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Automatic: your browser’s (English)',
      'English',
      'Español',
      'Deutsch',
      'Français',
      'Português (Brasil)',
    ]);
    await u.click(screen.getByRole('option', { name: 'Deutsch' }));
    expect(update).toHaveBeenCalledWith({ language: 'de' });
    // No reload: the page is in German as soon as the texts arrive, <html lang> with it.
    expect(await screen.findByRole('form', { name: 'Persönliche Angaben' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(storedLanguage()).toBe('de');
    await waitFor(() => expect(positives()).toContain('Die App ist jetzt auf Deutsch.'));

    await u.click(screen.getByRole('combobox', { name: 'Sprache' }));
    await u.click(screen.getByRole('option', { name: 'Automatisch: die Ihres Browsers (English)' }));
    expect(update).toHaveBeenLastCalledWith({ language: null });
    expect(await screen.findByRole('form', { name: 'Personal details' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(storedLanguage()).toBeNull();
  });

  it('keeps the time zone picked, searched by name, and offers the browser’s when it differs', async () => {
    const update = vi
      .spyOn(profileApi, 'updateMe')
      .mockImplementation(async (change) => ({ ...profile, ...change }) as Profile);
    const u = await renderProfile({ ...profile, time_zone: 'Asia/Kathmandu' });
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Asia/Kathmandu');
    // jsdom's clock runs in the process's zone: UTC here.
    expect(screen.getByText('Your browser is on UTC.')).toBeInTheDocument();
    await u.clear(zone);
    await u.type(zone, 'kiritimati');
    await u.click(await screen.findByRole('option', { name: 'Pacific/Kiritimati' }));
    expect(update).toHaveBeenCalledWith({ time_zone: 'Pacific/Kiritimati' });
    await waitFor(() => expect(positives()).toContain('Your time zone is Pacific/Kiritimati now.'));
    expect(viewerTimeZone()).toBe('Pacific/Kiritimati');

    await u.click(screen.getByRole('button', { name: 'Use my browser’s' }));
    expect(update).toHaveBeenLastCalledWith({ time_zone: 'UTC' });
    await waitFor(() => expect(screen.queryByText('Your browser is on UTC.')).not.toBeInTheDocument());
    expect(viewerTimeZone()).toBe('UTC');
  });

  it('refuses an avatar over the size limit before uploading it', async () => {
    const upload = vi.spyOn(profileApi, 'uploadAvatar');
    const u = await renderProfile();
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');

    await u.upload(input, big);

    expect(await screen.findByText('A file can be at most 5 MB.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads an avatar and says so', async () => {
    const upload = vi
      .spyOn(profileApi, 'uploadAvatar')
      .mockResolvedValue({ ...profile, avatar_url: '/media/avatars/u1.png' });
    const u = await renderProfile();
    const file = new File(['png'], 'me.png', { type: 'image/png' });

    await u.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);

    await waitFor(() => expect(positives()).toEqual(['Your profile picture was updated.']));
    expect(upload).toHaveBeenCalledWith(file);
    expect(useAuthStore.getState().user?.avatarUrl).toBe('/media/avatars/u1.png');
  });

  describe('password change', () => {
    const form = () => screen.getByRole('form', { name: 'Change password' });
    const field = (label: RegExp) => within(form()).getByLabelText(label);

    it('says the data is incomplete, then that the passwords differ, before sending anything', async () => {
      const change = vi.spyOn(changePasswordApi, 'changePassword');
      const u = await renderProfile();
      expect(field(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
      expect(field(/^New password/)).toHaveAttribute('autocomplete', 'new-password');

      await u.click(within(form()).getByRole('button', { name: 'Change password' }));
      expect(within(form()).getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
      expect(field(/^Current password/)).toHaveAttribute('aria-invalid', 'true');

      await u.type(field(/^Current password/), 'old password');
      await u.type(field(/^New password/), 'new password 1');
      await u.type(field(/^Confirm new password/), 'new password 2{Enter}');
      expect(within(form()).getByText('The passwords do not match.')).toBeInTheDocument();
      expect(change).not.toHaveBeenCalled();
    });

    it('changes the password, says so and empties the form', async () => {
      const change = vi.spyOn(changePasswordApi, 'changePassword').mockResolvedValue(undefined);
      const u = await renderProfile();
      await u.type(field(/^Current password/), 'old password');
      await u.type(field(/^New password/), 'new password 1');
      await u.type(field(/^Confirm new password/), 'new password 1{Enter}');

      await waitFor(() => expect(positives()).toEqual(['Your password was changed.']));
      expect(change).toHaveBeenCalledWith({ currentPassword: 'old password', newPassword: 'new password 1' });
      expect(field(/^Current password/)).toHaveValue('');
    });

    it('marks a wrong current password', async () => {
      vi.spyOn(changePasswordApi, 'changePassword').mockRejectedValue(
        new ApiError({ status: 401, code: 'auth/wrong-password', message: 'x' }),
      );
      const u = await renderProfile();
      await u.type(field(/^Current password/), 'not it');
      await u.type(field(/^New password/), 'new password 1');
      await u.type(field(/^Confirm new password/), 'new password 1{Enter}');
      expect(
        await within(form()).findByText('The email or password you entered is incorrect.'),
      ).toBeInTheDocument();
      expect(field(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
