import { INSTALL_WINDOW_NAME, INTEGRATION_RESULT_MESSAGE } from '@expertos/domain/integration-install';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { aSlack, stubIntegrationsServer } from '../test/integration-fixtures';
import { IntegrationsPage } from './IntegrationsPage';

afterEach(() => vi.restoreAllMocks());

const AUTHORIZE = 'https://slack.com/oauth/v2/authorize?client_id=1.2&state=s';

function renderPage() {
  signIn({ role: 'admin' });
  renderPageAt('/brand/acme/integrations', [
    { path: '/brand/:projectSlug/integrations', element: <IntegrationsPage /> },
  ]);
  return setupUser();
}

async function openSlackChoice(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await screen.findByRole('button', { name: 'Connect' }));
  const form = await screen.findByRole('dialog', { name: 'Connect an integration' });
  await u.click(within(form).getByRole('radio', { name: 'Slack' }));
  return form;
}

/** What /integration-success posts back from the pop-up. */
function popupReports(result: object, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { kind: INTEGRATION_RESULT_MESSAGE, result }, origin }),
    );
  });
}

describe('Add to Slack', () => {
  it('is not offered when the server has no Slack app: the paste form stays', async () => {
    stubIntegrationsServer({ slackInstall: false });
    const form = await openSlackChoice(renderPage());
    expect(within(form).getByPlaceholderText('https://hooks.slack.com/services/…')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add to Slack' })).not.toBeInTheDocument();
  });

  it('opens Slack in a pop-up with the chosen events, and the list reloads when the pop-up reports', async () => {
    const server = stubIntegrationsServer({ slackInstall: true });
    server.startSlack.mockResolvedValue({ authorize_url: AUTHORIZE });
    const popup = { closed: false, location: { href: '' }, focus: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const u = renderPage();
    const form = await openSlackChoice(u);
    await u.click(within(form).getByLabelText('Ticket created'));
    await u.click(await within(form).findByRole('button', { name: 'Add to Slack' }));

    // Opened on the click itself (a later one would be blocked), then sent to Slack.
    expect(open).toHaveBeenCalledWith('', INSTALL_WINDOW_NAME, expect.stringContaining('popup'));
    await waitFor(() => expect(popup.location.href).toBe(AUTHORIZE));
    expect(server.startSlack).toHaveBeenCalledWith('p1', {
      description: '',
      event_types: ['ticket.created'],
    });
    expect(await within(form).findByText(/^Finish in the Slack window/)).toBeInTheDocument();

    const calls = server.list.mock.calls.length;
    server.list.mockResolvedValue([aSlack({ description: 'Launch news' })]);
    // Another origin's message is ignored.
    popupReports({ status: 'ok', type: 'slack', project: 'acme' }, 'https://evil.example');
    expect(server.list.mock.calls.length).toBe(calls);
    popupReports({ status: 'ok', type: 'slack', project: 'acme' });
    expect(await screen.findByRole('listitem', { name: 'Launch news' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes to Slack in this window when pop-ups are blocked', async () => {
    const server = stubIntegrationsServer({ slackInstall: true });
    server.startSlack.mockResolvedValue({ authorize_url: AUTHORIZE });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { value: { ...location, assign }, configurable: true });
    try {
      const u = renderPage();
      const form = await openSlackChoice(u);
      await u.click(await within(form).findByRole('button', { name: 'Add to Slack' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE));
    } finally {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
    }
  });

  it('says why when the pop-up reports a failure', async () => {
    stubIntegrationsServer({ slackInstall: true });
    renderPage();
    await screen.findByRole('button', { name: 'Connect' });
    popupReports({ status: 'error', type: 'slack', reason: 'slack_install_denied' });
    expect(
      await screen.findByText('Slack was not connected: the request was cancelled in Slack.'),
    ).toBeInTheDocument();
  });
});
