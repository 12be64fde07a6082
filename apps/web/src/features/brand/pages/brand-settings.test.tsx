import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { MESSAGES } from '@expertos/domain/messages';
import { BRAND_SETTINGS_PAGES, nextSetupStep, SETUP_STEPS } from '@expertos/domain/setup-steps';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProjectUser } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as feedbackApi from '../api/brand-feedback';
import * as brandProjectApi from '../api/brand-project';
import * as records from '../api/brand-records';
import * as setupProgressApi from '../api/brand-setup-progress';
import {
  acme,
  aFeedbackItem,
  anAudience,
  anInfluence,
  aVoice,
  stubBrandServer,
} from '../test/brand-fixtures';
import { BrandSettingsPage } from './BrandSettingsPage';

afterEach(() => vi.restoreAllMocks());
const settingsRoutes = BRAND_SETTINGS_PAGES.map((segment) => ({
  path: `/brand/:projectSlug/settings/${segment}`,
  handle: { brandSettingsPage: segment },
  element: <BrandSettingsPage />,
}));

function renderWizard(page: string, { role = 'admin' }: { role?: string } = {}) {
  signIn({ role });
  const view = renderPageAt(`/brand/acme/settings/${page}`, settingsRoutes);
  return { ...view, user: setupUser() };
}

/** The visible input of a Mantine field whose label matches (Select and TagsInput add a hidden one). */
async function field(label: RegExp | string): Promise<HTMLInputElement> {
  const found = await screen.findAllByLabelText(label);
  const input = found.find((el) => el instanceof HTMLInputElement && el.type !== 'hidden');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input as HTMLInputElement;
}

const rail = () => screen.getByRole('navigation', { name: 'Brand setup steps' });

describe('the setup wizard: Next', () => {
  it.each(BRAND_SETTINGS_PAGES)('Next on %s goes where nextSetupStep says', async (page) => {
    stubBrandServer();
    const { router, user } = renderWizard(page);
    const next = nextSetupStep(page);
    const label = SETUP_STEPS.find((step) => step.key === next)?.label;
    await user.click(await screen.findByRole('link', { name: `Next: ${label}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/brand/acme/settings/${next}`));
  });

  it('the last step and a page that is not a step lead to Summary', () => {
    expect(nextSetupStep('ai-feedback')).toBe('summary');
    expect(nextSetupStep('google-drive')).toBe('summary');
  });
});

describe('the progress rail', () => {
  it('lists every step in order, marks the current one and ticks the finished ones', async () => {
    stubBrandServer({
      project: { ...acme, industry: 'Fashion', content_pillars: ['Style'] },
      voices: [aVoice()],
    });
    renderWizard('define-goal');
    const links = within(rail()).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(' (done)', ''))).toEqual([
      ...SETUP_STEPS.map((step, index) => `${index + 1}${step.label}`),
      'Google Drive',
      'Ticket templates',
    ]);
    expect(within(rail()).getByRole('link', { name: /Define Goal/ })).toHaveAttribute('aria-current', 'step');
    // The ticks wait for the brand's counts (one query).
    await waitFor(
      () =>
        expect(within(rail()).getByRole('link', { name: /Brand Voice/ })).toHaveAttribute(
          'data-done',
          'true',
        ),
      { timeout: 8000 },
    );
    const done = within(rail())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('data-done'))
      .map((link) => link.getAttribute('href'));
    expect(done).toEqual([
      '/brand/acme/settings/name-brand',
      '/brand/acme/settings/content-pillars',
      '/brand/acme/settings/brand-voice',
    ]);
  });
});

describe('what a step loads', () => {
  it('takes its brand from the brands the page load has just read, without asking again', async () => {
    stubBrandServer();
    useWorkspaceStore.getState().setProjects([acme]);
    renderWizard('define-goal');

    expect(await screen.findByText(/Acme · Brand setup/)).toBeInTheDocument();
    expect(brandProjectApi.fetchBrandBySlug).not.toHaveBeenCalled();
  });

  it('asks for its brand when the brands it knows are the ones kept from an earlier visit', async () => {
    stubBrandServer();
    useWorkspaceStore.setState({ projects: [acme], projectsLoadedAt: 0 });
    renderWizard('define-goal');

    await waitFor(() => expect(brandProjectApi.fetchBrandBySlug).toHaveBeenCalledTimes(1));
  });

  it('counts from one setup-progress call, not a list per record kind and per feedback field', async () => {
    stubBrandServer({ feedback: [aFeedbackItem({ field: 'goal' })] });
    renderWizard('define-goal');

    await waitFor(() =>
      expect(within(rail()).getByRole('link', { name: /AI Feedback/ })).toHaveAttribute('data-done', 'true'),
    );
    expect(setupProgressApi.fetchSetupProgress).toHaveBeenCalledTimes(1);
    expect(feedbackApi.fetchFeedback).not.toHaveBeenCalled();
    for (const kind of [records.voices, records.audiences, records.influences]) {
      expect(kind.list).not.toHaveBeenCalled();
    }
  });
});

describe('saving a step', () => {
  it('shows saving…, then saved, and sends only its group', async () => {
    const { updateBrand } = stubBrandServer();
    let answer: (value: typeof acme) => void = () => {};
    updateBrand.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWizard('content-pillars');
    const input = await field(/^Topics/);
    await user.type(input, 'Sustainability{Enter}');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(updateBrand).toHaveBeenCalledWith('w1', 'p1', { content_pillars: ['Sustainability'] });
    answer({ ...acme, content_pillars: ['Sustainability'] });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows the server’s message when the save fails and keeps the input', async () => {
    const { updateBrand } = stubBrandServer();
    updateBrand.mockRejectedValue(
      new ApiError({ status: 400, code: 'brand_new_rule', message: 'Too many topics' }),
    );
    const { user } = renderWizard('content-pillars');
    await user.type(await field(/^Topics/), 'Recipes{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many topics');
    expect(screen.getByText('Recipes')).toBeInTheDocument();
    // Retry with the same input.
    updateBrand.mockResolvedValue({ ...acme, content_pillars: ['Recipes'] });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('clears skills that do not fit a new industry', async () => {
    const { updateBrand } = stubBrandServer({
      project: { ...acme, industry: 'Fashion', skills: ['Designer', 'Stylist'] },
    });
    updateBrand.mockResolvedValue(acme);
    const { user } = renderWizard('name-brand');
    const industry = await field('Industry');
    await user.clear(industry);
    await user.type(industry, 'Automotive');
    await user.click(await screen.findByRole('option', { name: 'Automotive' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateBrand).toHaveBeenCalledWith(
        'w1',
        'p1',
        expect.objectContaining({ industry: 'Automotive', skills: ['Designer'] }),
      ),
    );
  });
});

describe('brand voice samples', () => {
  it('takes up to 4 posts and refuses a 5th with the catalogue message', async () => {
    const { createVoice } = stubBrandServer();
    createVoice.mockResolvedValue(aVoice());
    const { user } = renderWizard('brand-voice');
    await user.click(await screen.findByRole('button', { name: 'Add voice' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Playful');
    const link = screen.getByRole('textbox', { name: 'Or a link to a post' });
    for (const n of [1, 2, 3, 4]) {
      await user.click(link);
      await user.paste(`https://instagram.com/p/${n}`);
      await user.click(screen.getByRole('button', { name: 'Add link' }));
    }
    expect(screen.getByTestId('sample-post-count')).toHaveTextContent('4 of 4 posts');
    await user.click(link);
    await user.paste('https://instagram.com/p/5');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.brand_voice_posts_limit.message);
    expect(screen.getByTestId('sample-post-count')).toHaveTextContent('4 of 4 posts');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(createVoice).toHaveBeenCalled());
    expect(createVoice.mock.calls[0]?.[1]).toMatchObject({
      name: 'Playful',
      sample_posts: [1, 2, 3, 4].map((n) => ({ url: `https://instagram.com/p/${n}` })),
    });
  });

  it('shows the server’s message when it refuses the voice, keeping the form', async () => {
    const { createVoice } = stubBrandServer();
    createVoice.mockRejectedValue(
      new ApiError({ status: 400, code: 'brand_voice_posts_limit', message: 'refused' }),
    );
    const { user } = renderWizard('brand-voice');
    await user.click(await screen.findByRole('button', { name: 'Add voice' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Playful');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ERROR_CATALOGUE.brand_voice_posts_limit.message,
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Playful');
  });
});

describe('defaults', () => {
  it('makes another audience the default and shows one badge', async () => {
    stubBrandServer({
      audiences: [anAudience(), anAudience({ uid: 'a2', name: 'Parents', is_default: false })],
    });
    const setDefault = vi
      .spyOn(records.audiences, 'setDefault' as 'list')
      .mockResolvedValue([
        anAudience({ is_default: false }),
        anAudience({ uid: 'a2', name: 'Parents', is_default: true }),
      ]);
    const { user } = renderWizard('target-audience');
    const parents = await screen.findByRole('article', { name: 'Parents' });
    await user.click(within(parents).getByRole('button', { name: 'Set as default' }));
    expect(setDefault).toHaveBeenCalledWith('p1', 'a2');
    await waitFor(() => expect(within(parents).getByText('Default')).toBeInTheDocument());
    expect(screen.getAllByText('Default')).toHaveLength(1);
  });
});

describe('read only', () => {
  it('a member sees the step without inputs to change or buttons to save', async () => {
    stubBrandServer({ people: [aProjectUser({ member_uid: 'm1', role: 'member' })] });
    renderWizard('name-brand', { role: 'member' });
    expect(await screen.findByText('Only brand admins can edit the brand profile.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Brand name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('a member sees lists without add, edit or default buttons', async () => {
    stubBrandServer({ audiences: [anAudience({ is_default: false })] });
    renderWizard('target-audience', { role: 'member' });
    expect(await screen.findByRole('article', { name: 'Students' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add audience' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();
  });

  it('a brand admin who is a workspace member edits', async () => {
    stubBrandServer({ people: [aProjectUser({ member_uid: 'm1', role: 'admin' })] });
    renderWizard('name-brand', { role: 'member' });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Brand name/ })).toBeEnabled();
  });
});

describe('unsaved input', () => {
  it('asks before leaving a step with unsaved changes, and stays when told to', async () => {
    stubBrandServer();
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router, user } = renderWizard('content-pillars');
    await user.type(await field(/^Topics/), 'Recipes{Enter}');
    await user.click(screen.getByRole('link', { name: 'Next: Content Formats' }));
    expect(ask).toHaveBeenCalledWith('You have unsaved changes on this step. Leave without saving?');
    expect(router.state.location.pathname).toBe('/brand/acme/settings/content-pillars');
    expect(screen.getByText('Recipes')).toBeInTheDocument();
  });

  it('after a save the server stored as it was (a trailing space), the step is clean and Next does not ask', async () => {
    const project = { ...acme, description: 'Outdoor gear' };
    const { updateBrand } = stubBrandServer({ project });
    updateBrand.mockResolvedValue(project);
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router, user } = renderWizard('name-brand');
    const description = await screen.findByRole('textbox', { name: /Description/ });
    await waitFor(() => expect(description).toHaveValue('Outdoor gear'));
    await user.type(description, '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next: Content Output' }));
    expect(ask).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/brand/acme/settings/growth-goals'));
  });
});

describe('AI feedback', () => {
  it('lists the team’s feedback per field, newest first, and adds more', async () => {
    stubBrandServer({
      feedback: [
        aFeedbackItem({ uid: 'f1', content: 'Older note', created_at: '2026-01-01T10:00:00.000Z' }),
        aFeedbackItem({ uid: 'f2', content: 'Newer note', created_at: '2026-01-03T10:00:00.000Z' }),
      ],
    });
    const add = vi
      .spyOn(feedbackApi, 'sendFeedback')
      .mockResolvedValue(
        aFeedbackItem({ uid: 'f3', content: 'Say repairs', created_at: '2026-01-04T10:00:00.000Z' }),
      );
    const { user } = renderWizard('ai-feedback');
    const section = await screen.findByRole('region', { name: 'Name and industry' });
    await within(section).findByText('Newer note');
    const notes = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(notes[0]).toContain('Newer note');
    expect(notes[1]).toContain('Older note');
    await user.type(
      within(section).getByRole('textbox', { name: 'Add feedback on Name and industry' }),
      'Say repairs',
    );
    await user.click(within(section).getByRole('button', { name: 'Add feedback' }));
    expect(add).toHaveBeenCalledWith('p1', 'name', 'Say repairs');
    expect(await within(section).findByText('Say repairs')).toBeInTheDocument();
  });
});

describe('AI feedback: what it loads', () => {
  it('reads every field’s feedback in one call, each shown in its own section', async () => {
    stubBrandServer({
      feedback: [
        aFeedbackItem({ uid: 'f1', field: 'name', content: 'About the name' }),
        aFeedbackItem({ uid: 'f2', field: 'goal', content: 'About the goal' }),
      ],
    });
    renderWizard('ai-feedback');
    const goal = await screen.findByRole('region', { name: 'Goal' });
    expect(await within(goal).findByText('About the goal')).toBeInTheDocument();
    expect(within(goal).queryByText('About the name')).toBeNull();
    const name = screen.getByRole('region', { name: 'Name and industry' });
    expect(within(name).getByText('About the name')).toBeInTheDocument();
    expect(feedbackApi.fetchFeedback).toHaveBeenCalledTimes(1);
  });
});

describe('AI feedback is the team’s', () => {
  it('a member granted the brand adds feedback though the profile is read only to them', async () => {
    stubBrandServer({ people: [aProjectUser({ member_uid: 'm1', role: 'member', access: 'granted' })] });
    const add = vi
      .spyOn(feedbackApi, 'sendFeedback')
      .mockResolvedValue(aFeedbackItem({ content: 'More rain' }));
    const { user } = renderWizard('ai-feedback', { role: 'member' });
    expect(await screen.findByText('Only brand admins can edit the brand profile.')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Goal' });
    await user.type(within(section).getByRole('textbox', { name: 'Add feedback on Goal' }), 'More rain');
    await user.click(within(section).getByRole('button', { name: 'Add feedback' }));
    expect(add).toHaveBeenCalledWith('p1', 'goal', 'More rain');
  });

  it('an external reads the feedback without a box to add more', async () => {
    stubBrandServer({ feedback: [aFeedbackItem({ content: 'Older note' })] });
    renderWizard('ai-feedback', { role: 'external' });
    expect((await screen.findAllByText('Older note')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add feedback' })).not.toBeInTheDocument();
  });
});

describe('record errors reach the page', () => {
  it('shows the server’s message when set-default or delete is refused', async () => {
    stubBrandServer({
      influences: [anInfluence()],
      audiences: [anAudience(), anAudience({ uid: 'a2', name: 'Parents', is_default: false })],
    });
    vi.spyOn(records.audiences, 'setDefault' as 'list').mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'brand_new_conflict',
        message: 'Someone changed the default meanwhile',
      }),
    );
    const { user } = renderWizard('target-audience');
    const parents = await screen.findByRole('article', { name: 'Parents' });
    await user.click(within(parents).getByRole('button', { name: 'Set as default' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone changed the default meanwhile');
  });

  it('deletes an influence after confirming, and shows a refusal', async () => {
    stubBrandServer({ influences: [anInfluence()] });
    const remove = vi
      .spyOn(records.influences, 'remove')
      .mockRejectedValue(
        new ApiError({ status: 403, code: 'brand_new_forbidden', message: 'Only brand admins' }),
      );
    const { user } = renderWizard('brand-influences');
    const card = await screen.findByRole('article', { name: 'Patagonia' });
    await user.click(within(card).getByRole('button', { name: 'Delete Patagonia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Patagonia?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('p1', 'i1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only brand admins');
  });
});

describe('checks before sending', () => {
  it('a record without a name is not sent: the data is incomplete', async () => {
    const { createVoice } = stubBrandServer();
    const { user } = renderWizard('brand-voice');
    await user.click(await screen.findByRole('button', { name: 'Add voice' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(createVoice).not.toHaveBeenCalled();
  });

  it('an external sees the profile read only', async () => {
    stubBrandServer();
    renderWizard('define-goal', { role: 'external' });
    expect(await screen.findByText('Only brand admins can edit the brand profile.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Community' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('Summary', () => {
  it('shows the profile with an Edit link per section and prints', async () => {
    stubBrandServer({
      project: { ...acme, goal: 'community', content_pillars: ['Repair guides'] },
      voices: [aVoice({ name: 'Trail buddy' })],
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWizard('summary');
    const voice = await screen.findByRole('region', { name: 'Brand Voice' });
    expect(await within(voice).findByText('Trail buddy')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Define Goal' })).getByText('Community'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Topics' })).toHaveAttribute(
      'href',
      '/brand/acme/settings/content-pillars',
    );
    expect(screen.getByRole('link', { name: 'Edit Google Drive' })).toHaveAttribute(
      'href',
      '/brand/acme/settings/google-drive',
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
