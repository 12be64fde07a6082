import { ApiError } from '@expertos/api-client/client';
import { MESSAGES } from '@expertos/domain/messages';
import { PROJECT_COVER_MAX_BYTES } from '@expertos/domain/project.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { aMember, aProject, aProjectUser } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { stubWorkspaceServer } from '@/test/workspace-server';
import * as projectApi from '../api/project';
import * as projectUsersApi from '../api/project-users';
import * as workspaceMembersApi from '../api/workspace-members';
import { BrandAddPage } from './BrandAddPage';
import { ProjectUserAddPage } from './ProjectUserAddPage';
import { ProjectUsersPage } from './ProjectUsersPage';

afterEach(() => vi.restoreAllMocks());

const notices = (type: 'positive' | 'negative') =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === type)
    .map((item) => item.message);

const acme = aProject({ uid: 'p1', name: 'Acme', slug: 'acme' });

function renderBrandAdd(path = '/brand/add') {
  signIn({ role: 'admin' });
  stubWorkspaceServer({ projects: { w1: [acme] } });
  renderPageAt(path, [{ path: '/brand/add', element: <BrandAddPage /> }]);
  return setupUser();
}
const name = () => screen.getByRole('textbox', { name: /Brand name/ });
const site = () => screen.getByRole('textbox', { name: /Shopify site/ });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('/brand/add', () => {
  it('says the data is incomplete without a name, before sending anything', async () => {
    const create = vi.spyOn(projectApi, 'createProject');
    const u = renderBrandAdd();
    await u.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a Shopify site that is not a web address', async () => {
    const create = vi.spyOn(projectApi, 'createProject');
    const u = renderBrandAdd();
    await u.type(name(), 'Acme');
    await u.type(site(), 'acme dot com');
    await u.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(screen.getByText('Enter a full web address, starting with https://')).toBeInTheDocument();
    expect(site()).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a cover over 5 MB or of another type before anything is sent', async () => {
    const u = renderBrandAdd();
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await u.upload(
      fileInput(),
      new File([new Uint8Array(PROJECT_COVER_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('A file can be at most 5 MB.')).toBeInTheDocument();
    const pdf = new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' });
    await setupUser({ applyAccept: false }).upload(fileInput(), pdf);
    expect(await screen.findByText('This kind of content is not accepted here.')).toBeInTheDocument();
  });

  it('creates the brand, then uploads its cover, says so and goes back to the dashboard', async () => {
    const created = aProject({ uid: 'p7', name: 'Zeta Shop', slug: 'zeta-shop', phase: 'sales' });
    const create = vi.spyOn(projectApi, 'createProject').mockResolvedValue(created);
    const upload = vi
      .spyOn(projectApi, 'uploadProjectCover')
      .mockResolvedValue({ ...created, cover_url: '/media/c.png' });
    const u = renderBrandAdd();

    await u.type(name(), '  Zeta Shop ');
    await u.type(site(), 'https://zeta.myshopify.com');
    await u.click(screen.getByRole('radio', { name: 'Sales' }));
    const cover = new File(['png'], 'cover.png', { type: 'image/png' });
    await u.upload(fileInput(), cover);
    await u.click(screen.getByRole('button', { name: 'Create brand' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(create).toHaveBeenCalledWith('w1', {
      name: 'Zeta Shop',
      shopify_site: 'https://zeta.myshopify.com',
      phase: 'sales',
    });
    expect(upload).toHaveBeenCalledWith('w1', 'p7', cover);
    expect(notices('positive')).toEqual(['Brand Zeta Shop was created.']);
  });

  it('keeps the brand when only the cover upload fails, and says why', async () => {
    vi.spyOn(projectApi, 'createProject').mockResolvedValue(acme);
    vi.spyOn(projectApi, 'uploadProjectCover').mockRejectedValue(
      new ApiError({ status: 413, code: 'attachment_too_large', message: 'x' }),
    );
    const u = renderBrandAdd();
    await u.type(name(), 'Acme');
    await u.upload(fileInput(), new File(['png'], 'cover.png', { type: 'image/png' }));
    await u.click(screen.getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(notices('negative')).toEqual([
      'The brand was saved, but its cover image could not be uploaded: A file can be at most 5 MB.',
    ]);
    expect(notices('positive')).toEqual(['Brand Acme was created.']);
  });

  it('edits an existing brand with ?edit={slug}', async () => {
    vi.spyOn(projectApi, 'fetchProjectBySlug').mockResolvedValue({
      ...acme,
      shopify_site: 'https://acme.example.com',
    });
    const update = vi.spyOn(projectApi, 'updateProject').mockResolvedValue({ ...acme, name: 'Acme Co' });
    const u = renderBrandAdd('/brand/add?edit=acme');
    await waitFor(() => expect(name()).toHaveValue('Acme'));
    expect(site()).toHaveValue('https://acme.example.com');

    await u.clear(name());
    await u.type(name(), 'Acme Co');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(update).toHaveBeenCalledWith('w1', 'p1', {
      name: 'Acme Co',
      shopify_site: 'https://acme.example.com',
      phase: 'active',
    });
    expect(notices('positive')).toEqual(['Brand Acme Co was saved.']);
  });
});

describe('/brand/{projectSlug}/users', () => {
  const people = [
    aProjectUser({ member_uid: 'm1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'admin' }),
    aProjectUser({ member_uid: 'm2', email: 'grace@example.com', name: 'Grace Hopper' }),
    aProjectUser({ member_uid: 'm3', email: 'linus@example.com', name: null, access: 'requested' }),
  ];

  function renderUsers(role = 'member') {
    signIn({ role });
    useWorkspaceStore.getState().setProjects([acme]);
    vi.spyOn(projectApi, 'fetchProjectBySlug').mockResolvedValue(acme);
    const list = vi.spyOn(projectUsersApi, 'fetchProjectUsers').mockResolvedValue(people);
    renderPageAt('/brand/acme/users', [{ path: '/brand/:projectSlug/users', element: <ProjectUsersPage /> }]);
    return { list, u: setupUser() };
  }

  it('lists the people with their role and access; a brand admin grants and removes', async () => {
    const grant = vi
      .spyOn(projectUsersApi, 'grantProjectAccess')
      .mockResolvedValue({ ...people[2]!, access: 'granted' });
    const remove = vi.spyOn(projectUsersApi, 'removeProjectUser').mockResolvedValue({ ok: true });
    // Ada (member m1 in the workspace) is an admin of this brand.
    const { u, list } = renderUsers('member');

    const linus = await screen.findByRole('listitem', { name: 'linus@example.com' });
    expect(list).toHaveBeenCalledWith('w1', 'p1');
    expect(within(linus).getByText('Access requested')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Ada Lovelace' })).getByText('Brand admin'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a user' })).toHaveAttribute('href', '/brand/acme/user/add');

    await u.click(within(linus).getByRole('button', { name: 'Grant access' }));
    await waitFor(() => expect(grant).toHaveBeenCalledWith('w1', 'p1', 'm3'));

    await u.click(screen.getByRole('button', { name: 'Actions for Grace Hopper' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Remove Grace Hopper from Acme?' })).getByRole(
        'button',
        { name: 'Remove from brand' },
      ),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith('w1', 'p1', 'm2'));
    expect(notices('positive')).toEqual([
      'linus@example.com now has access to Acme.',
      'Grace Hopper no longer has access to Acme.',
    ]);
  });

  it('shows the people without actions to a brand member', async () => {
    signIn({ role: 'member' });
    useWorkspaceStore.getState().setCurrentMember({ uid: 'm2', role: 'member', status: 'joined' });
    vi.spyOn(projectApi, 'fetchProjectBySlug').mockResolvedValue(acme);
    vi.spyOn(projectUsersApi, 'fetchProjectUsers').mockResolvedValue(people);
    renderPageAt('/brand/acme/users', [{ path: '/brand/:projectSlug/users', element: <ProjectUsersPage /> }]);
    await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(screen.queryByRole('button', { name: 'Grant access' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a user' })).toBeNull();
  });

  it('says when the brand does not exist', async () => {
    signIn();
    vi.spyOn(projectApi, 'fetchProjectBySlug').mockRejectedValue(
      new ApiError({ status: 404, code: 'not_found', message: 'x' }),
    );
    renderPageAt('/brand/nope/users', [{ path: '/brand/:projectSlug/users', element: <ProjectUsersPage /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This brand does not exist, or you have no access to it.',
    );
  });
});

describe('/brand/{projectSlug}/user/add', () => {
  it('offers the joined members without access, and adds one with a brand role', async () => {
    signIn({ role: 'admin' });
    useWorkspaceStore.getState().setProjects([acme]);
    vi.spyOn(projectApi, 'fetchProjectBySlug').mockResolvedValue(acme);
    vi.spyOn(projectUsersApi, 'fetchProjectUsers').mockResolvedValue([aProjectUser({ member_uid: 'm2' })]);
    vi.spyOn(workspaceMembersApi, 'fetchWorkspaceMembers').mockResolvedValue({
      members: [
        aMember({ uid: 'm1', email: 'ada@example.com', role: 'admin' }),
        aMember({ uid: 'm2', email: 'grace@example.com' }),
        aMember({ uid: 'm3', email: 'linus@example.com', name: 'Linus' }),
        aMember({ uid: 'i1', email: 'new@example.com', status: 'invited', invite_uid: 'i1' }),
      ],
      seats: { claimed: 3, pending: 1 },
    });
    const add = vi
      .spyOn(projectUsersApi, 'addProjectUser')
      .mockResolvedValue(
        aProjectUser({ member_uid: 'm3', email: 'linus@example.com', name: 'Linus', role: 'admin' }),
      );
    renderPageAt('/brand/acme/user/add', [
      { path: '/brand/:projectSlug/user/add', element: <ProjectUserAddPage /> },
    ]);
    const u = setupUser();
    const member = await screen.findByRole('combobox', { name: /Workspace member/ });
    await waitFor(() => expect(member).toBeEnabled());

    await u.click(screen.getByRole('button', { name: 'Add to brand' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);

    await u.click(member);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Linus (linus@example.com)',
    ]);
    await u.click(screen.getByRole('option', { name: 'Linus (linus@example.com)' }));
    await u.click(screen.getByRole('radio', { name: 'Brand admin' }));
    await u.click(screen.getByRole('button', { name: 'Add to brand' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/brand/acme/users');
    expect(add).toHaveBeenCalledWith('w1', 'p1', { member_uid: 'm3', role: 'admin' });
    expect(notices('positive')).toEqual(['Linus was added to Acme.']);
  });
});
