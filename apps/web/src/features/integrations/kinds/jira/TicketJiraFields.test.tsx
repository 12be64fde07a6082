import { ApiError } from '@expertos/api-client/client';
import type { ProjectIntegration } from '@expertos/domain/integration.schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as jiraApi from '../../api/jira';
import { aJira } from '../../test/integration-fixtures';
import { TicketJiraFields } from './TicketJiraFields';

afterEach(() => {
  vi.restoreAllMocks();
  notificationsStore.setState({ items: [] });
});

const link = { project_integration_uid: 'i-jira', epic_key: null, issue_key: null, issue_url: null };

function renderFields(integration = aJira()) {
  signIn({ role: 'member' });
  renderPageAt('/ticket', [
    {
      path: '/ticket',
      element: (
        <TicketJiraFields ticketUid="t1" integration={integration as ProjectIntegration & { type: 'jira' }} />
      ),
    },
  ]);
  return setupUser();
}

describe("a ticket's Jira epic and issue", () => {
  it('offers the project’s epics, saying the integration’s default, and saves the one picked', async () => {
    vi.spyOn(jiraApi, 'fetchTicketJiraLinks').mockResolvedValue([link]);
    vi.spyOn(jiraApi, 'fetchTicketJiraEpics').mockResolvedValue([{ key: 'MKT-1', summary: 'Spring launch' }]);
    const save = vi.spyOn(jiraApi, 'setTicketJiraEpic').mockResolvedValue({ ...link, epic_key: 'MKT-1' });
    const user = renderFields(
      aJira({ config: { ...(aJira().config as object), epic_key: 'MKT-9' } } as never),
    );
    const picker = await screen
      .findByRole('textbox', { name: 'Jira epic' })
      .catch(() => screen.findByRole('combobox', { name: 'Jira epic' }));
    expect(picker).toHaveAttribute('placeholder', 'The integration’s epic (MKT-9)');
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'MKT-1 Spring launch' }));
    expect(save).toHaveBeenCalledWith('t1', 'i-jira', 'MKT-1');
    expect(notificationsStore.getState().items.map((i) => i.message)).toContain('Epic saved.');
  });

  it('shows the issue once the ticket is in Jira, with no picker', async () => {
    vi.spyOn(jiraApi, 'fetchTicketJiraLinks').mockResolvedValue([
      { ...link, issue_key: 'MKT-7', issue_url: 'https://acme.atlassian.net/browse/MKT-7' },
    ]);
    const epics = vi.spyOn(jiraApi, 'fetchTicketJiraEpics');
    renderFields();
    expect(await screen.findByRole('link', { name: 'MKT-7' })).toHaveAttribute(
      'href',
      'https://acme.atlassian.net/browse/MKT-7',
    );
    expect(screen.queryByRole('textbox', { name: 'Jira epic' })).toBeNull();
    expect(epics).not.toHaveBeenCalled();
  });

  it('says when Jira’s epics could not be read', async () => {
    vi.spyOn(jiraApi, 'fetchTicketJiraLinks').mockResolvedValue([link]);
    vi.spyOn(jiraApi, 'fetchTicketJiraEpics').mockRejectedValue(
      new ApiError({
        status: 502,
        code: 'jira_token_error',
        message: 'An error occurred while trying to connect to Jira.',
      }),
    );
    renderFields();
    expect(await screen.findByText('Could not load the epics from Jira.')).toBeInTheDocument();
  });
});
