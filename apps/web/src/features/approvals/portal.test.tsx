import { ApiError } from '@expertos/api-client/api-error';
import type { ApprovalContact } from '@expertos/domain/approvals/contacts';
import type { PortalItem, PortalView } from '@expertos/domain/approvals/portal';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as portalApi from './api/portal';
import { PortalLinkControls } from './components/settings/PortalLinkControls';
import { PortalPage } from './pages/PortalPage';

afterEach(() => vi.restoreAllMocks());

const anItem = (change: Partial<PortalItem> = {}): PortalItem => ({
  key: 'k1',
  brand: 'Acme Coffee',
  summary: 'Autumn reel',
  caption: 'Autumn is here',
  hooks: ['One sip of autumn'],
  platform: 'instagram',
  format: 'reel',
  due_date: '2030-01-08',
  images: [],
  recordings: [],
  variants: [],
  step: { number: 2, of: 2 },
  requested_at: '2030-01-07T10:00:00.000Z',
  requested_by: 'Paula Planner',
  version: 'v1',
  my_decision: null,
  waiting: true,
  comments: [],
  ...change,
});
const aView = (items: PortalItem[] = [anItem()]): PortalView => ({
  brand: 'Acme Coffee',
  contact: 'Dana',
  items,
});
const route = [{ path: '/portal/:token', element: <PortalPage /> }];

describe('/portal/{token}', () => {
  it('lists what waits on the client, each as it will appear, and approves one on the version shown', async () => {
    vi.spyOn(portalApi, 'fetchPortal').mockResolvedValue(
      aView([
        anItem({
          variants: [
            { network: 'instagram', text: 'Autumn is here ☕', link: null, first_comment: '#autumn #coffee' },
          ],
        }),
      ]),
    );
    const decide = vi.spyOn(portalApi, 'decideInPortal').mockResolvedValue(aView([]));
    renderPageAt('/portal/tok', route);
    const post = await screen.findByRole('article', { name: 'Autumn reel' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Acme Coffee: posts for your approval' }),
    ).toBeInTheDocument();
    expect(within(post).getByText('Step 2 of 2')).toBeInTheDocument();
    const variant = within(post).getByRole('region', { name: 'As it will look on Instagram' });
    expect(within(variant).getByText('Autumn is here ☕')).toBeInTheDocument();
    expect(within(variant).getByText('#autumn #coffee')).toBeInTheDocument();
    await setupUser().click(within(post).getByRole('button', { name: 'Approve' }));
    expect(decide).toHaveBeenCalledWith('tok', 'k1', { decision: 'approved', version: 'v1' });
    expect(await screen.findByText('Nothing waits on you')).toBeInTheDocument();
  });

  it('needs a comment to ask for changes', async () => {
    vi.spyOn(portalApi, 'fetchPortal').mockResolvedValue(aView());
    const decide = vi.spyOn(portalApi, 'decideInPortal').mockResolvedValue(aView([]));
    renderPageAt('/portal/tok', route);
    const user = setupUser();
    const post = await screen.findByRole('article', { name: 'Autumn reel' });
    await user.click(within(post).getByRole('button', { name: 'Ask for changes' }));
    expect(decide).not.toHaveBeenCalled();
    await user.type(within(post).getByRole('textbox', { name: /Note with your decision/ }), 'Warmer colours');
    await user.click(within(post).getByRole('button', { name: 'Ask for changes' }));
    expect(decide).toHaveBeenCalledWith('tok', 'k1', {
      decision: 'changes_requested',
      version: 'v1',
      comment: 'Warmer colours',
    });
  });

  it('shows a post that changed meanwhile again instead of deciding on it', async () => {
    const fetch = vi
      .spyOn(portalApi, 'fetchPortal')
      .mockResolvedValueOnce(aView())
      .mockResolvedValue(aView([anItem({ caption: 'Autumn is here, with tea', version: 'v2' })]));
    vi.spyOn(portalApi, 'decideInPortal').mockRejectedValue(
      new ApiError({ status: 409, code: 'approval_version_changed', message: 'changed' }),
    );
    renderPageAt('/portal/tok', route);
    const post = await screen.findByRole('article', { name: 'Autumn reel' });
    await setupUser().click(within(post).getByRole('button', { name: 'Approve' }));
    expect(await within(post).findByText('Autumn is here, with tea')).toBeInTheDocument();
    expect(within(post).getByText(/changed while you looked at it/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('approves the selected posts at once and names one skipped because it changed', async () => {
    const items = [anItem(), anItem({ key: 'k2', summary: 'Winter teaser', version: 'w1' })];
    vi.spyOn(portalApi, 'fetchPortal')
      .mockResolvedValueOnce(aView(items))
      .mockResolvedValue(aView([items[1]!]));
    const bulk = vi.spyOn(portalApi, 'approveInPortal').mockResolvedValue({
      approved: ['k1'],
      skipped: [{ key: 'k2', summary: 'Winter teaser', reason: 'changed' }],
    });
    renderPageAt('/portal/tok', route);
    const user = setupUser();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all waiting posts' }));
    await user.click(screen.getByRole('button', { name: 'Approve 2 selected posts' }));
    expect(bulk).toHaveBeenCalledWith('tok', {
      items: [
        { key: 'k1', version: 'v1' },
        { key: 'k2', version: 'w1' },
      ],
    });
    expect(await screen.findByText(/Not approved, because it changed/)).toHaveTextContent('“Winter teaser”');
  });

  it('shows the team’s shared comments and sends the client’s own', async () => {
    vi.spyOn(portalApi, 'fetchPortal').mockResolvedValue(
      aView([
        anItem({
          comments: [
            {
              author: 'Paula',
              by_client: false,
              body: 'Here is the new cut',
              anchor: 'time',
              pin: null,
              moment: null,
              resolved: false,
              at: '2030-01-07T11:00:00.000Z',
            },
          ],
        }),
      ]),
    );
    const send = vi.spyOn(portalApi, 'commentInPortal').mockResolvedValue(
      aView([
        anItem({
          comments: [
            {
              author: 'Dana',
              by_client: true,
              body: 'Love it',
              anchor: null,
              pin: null,
              moment: null,
              resolved: false,
              at: '2030-01-07T12:00:00.000Z',
            },
          ],
        }),
      ]),
    );
    renderPageAt('/portal/tok', route);
    const user = setupUser();
    const post = await screen.findByRole('article', { name: 'Autumn reel' });
    const talk = within(post).getByRole('region', { name: 'Comments' });
    expect(within(talk).getByText('Here is the new cut')).toBeInTheDocument();
    expect(within(talk).getByText(/at a moment of the video/)).toBeInTheDocument();
    await user.type(within(talk).getByRole('textbox', { name: /Add a comment/ }), 'Love it');
    await user.click(within(talk).getByRole('button', { name: 'Send comment' }));
    expect(send).toHaveBeenCalledWith('tok', 'k1', { body: 'Love it' });
    expect(await within(post).findByText('Love it')).toBeInTheDocument();
  });

  it('pins a comment on an image with the keys, shows the team’s pins numbered, and sends the pin with the comment', async () => {
    const photo = { url: '/api/portal/tok/items/k1/images/0', name: 'Menu photo' };
    const paulasPin = {
      author: 'Paula',
      by_client: false,
      body: 'The cup goes here',
      anchor: 'pin' as const,
      pin: { image: 0, x: 0.2, y: 0.3 },
      moment: null,
      resolved: false,
      at: '2030-01-07T11:00:00.000Z',
    };
    vi.spyOn(portalApi, 'fetchPortal').mockResolvedValue(
      aView([anItem({ images: [photo], comments: [paulasPin] })]),
    );
    const send = vi.spyOn(portalApi, 'commentInPortal').mockResolvedValue(
      aView([
        anItem({
          images: [photo],
          comments: [
            paulasPin,
            {
              ...paulasPin,
              author: 'Dana',
              by_client: true,
              body: 'Brighter',
              pin: { image: 0, x: 0.52, y: 0.5 },
            },
          ],
        }),
      ]),
    );
    renderPageAt('/portal/tok', route);
    const user = setupUser();
    const post = await screen.findByRole('article', { name: 'Autumn reel' });
    expect(within(post).getByRole('button', { name: 'Pin 1: comment by Paula' })).toBeInTheDocument();
    const talk = within(post).getByRole('region', { name: 'Comments' });
    expect(within(talk).getByText(/pin 1 on image 1/)).toBeInTheDocument();

    await user.click(within(post).getByRole('button', { name: 'Pin a comment: Menu photo' }));
    const draft = await within(post).findByRole('button', { name: 'New pin' });
    await waitFor(() => expect(draft).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(talk).getByText('Pinned on image 1')).toBeInTheDocument();
    await user.type(within(talk).getByRole('textbox', { name: /Add a comment/ }), 'Brighter');
    await user.click(within(talk).getByRole('button', { name: 'Send comment' }));
    expect(send).toHaveBeenCalledWith('tok', 'k1', { body: 'Brighter', pin: { image: 0, x: 0.52, y: 0.5 } });
    expect(await within(post).findByRole('button', { name: 'Pin 2: comment by Dana' })).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'New pin' })).not.toBeInTheDocument();
    expect(within(talk).queryByText('Pinned on image 1')).not.toBeInTheDocument();
  });

  it('plays a recording, goes to a comment’s moment, and sends a comment at the moment the player is at', async () => {
    const take = {
      url: '/api/portal/tok/items/k1/recordings/0',
      duration_ms: 12_000,
      content_type: 'video/webm',
    };
    const paulas = {
      author: 'Paula',
      by_client: false,
      body: 'The logo shows here',
      anchor: 'time' as const,
      pin: null,
      moment: { recording: 0, start_ms: 4_000 },
      resolved: false,
      at: '2030-01-07T11:00:00.000Z',
    };
    vi.spyOn(portalApi, 'fetchPortal').mockResolvedValue(
      aView([anItem({ recordings: [take], comments: [paulas] })]),
    );
    const send = vi
      .spyOn(portalApi, 'commentInPortal')
      .mockResolvedValue(aView([anItem({ recordings: [take], comments: [paulas] })]));
    renderPageAt('/portal/tok', route);
    const user = setupUser();
    const post = await screen.findByRole('article', { name: 'Autumn reel' });
    const player = within(post).getByLabelText('Recording 1') as HTMLVideoElement;
    expect(player).toHaveAttribute('src', take.url);
    const talk = within(post).getByRole('region', { name: 'Comments' });
    expect(within(talk).getByText(/at 0:04 of recording 1/)).toBeInTheDocument();

    await user.click(within(post).getByRole('button', { name: '0:04: comment by Paula' }));
    expect(player.currentTime).toBe(4);
    await user.click(within(post).getByRole('button', { name: 'Comment at 0:04' }));
    expect(within(talk).getByText('At 0:04 of recording 1')).toBeInTheDocument();
    await user.type(within(talk).getByRole('textbox', { name: /Add a comment/ }), 'Shorter here');
    await user.click(within(talk).getByRole('button', { name: 'Send comment' }));
    expect(send).toHaveBeenCalledWith('tok', 'k1', {
      body: 'Shorter here',
      moment: { recording: 0, start_ms: 4_000 },
    });
    await waitFor(() => expect(within(talk).queryByText('At 0:04 of recording 1')).not.toBeInTheDocument());
  });

  it('says plainly when the link no longer works', async () => {
    vi.spyOn(portalApi, 'fetchPortal').mockRejectedValue(
      new ApiError({ status: 404, code: 'portal_link_invalid', message: 'gone' }),
    );
    renderPageAt('/portal/old', route);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
  });
});

describe('a contact’s portal link', () => {
  const dana: ApprovalContact = {
    uid: 'c1',
    name: 'Dana',
    email: 'dana@client.example',
    company: null,
    created_at: '2030-01-08T10:00:00.000Z',
    portal: { state: 'none', created_at: null, last_used_at: null, expires_at: null },
  };

  it('sends a link and shows it once', async () => {
    const create = vi.spyOn(portalApi, 'createPortalLink').mockResolvedValue({
      state: 'active',
      created_at: '2030-01-08T10:00:00.000Z',
      last_used_at: null,
      expires_at: '2030-04-08T10:00:00.000Z',
      url: 'http://localhost/portal/abc',
      emailed: true,
    });
    renderWithProviders(<PortalLinkControls projectUid="p1" contact={dana} />);
    expect(screen.getByText('No portal link yet')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Send portal link' }));
    expect(create).toHaveBeenCalledWith('p1', 'c1', { send_email: true });
    const dialog = await screen.findByRole('dialog', { name: 'Portal link for Dana' });
    expect(within(dialog).getByText('http://localhost/portal/abc')).toBeInTheDocument();
    expect(within(dialog).getByText(/e-mailed this link to dana@client.example/)).toBeInTheDocument();
  });
});
