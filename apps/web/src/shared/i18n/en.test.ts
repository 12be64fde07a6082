import { describe, expect, it } from 'vitest';
import { en } from './en';

const leaves = (node: unknown, path: string): [string, unknown][] =>
  node !== null && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key))
    : [[path, node]];

const at = (path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], en);

describe('English resources (assembled in en.ts from one file per feature)', () => {
  it('are texts all the way down: no part left undefined or empty', () => {
    const bad = leaves(en, '').filter(([, text]) => typeof text !== 'string' || text === '');
    expect(bad).toEqual([]);
  });

  it.each([
    ['errors.not_found', 'The requested resource was not found.'],
    ['ui.loading', 'Loading…'],
    ['ui.common.retry', 'Try again'],
    ['ui.roles.admin', 'Admin'],
    ['ui.memberStatuses.joined', 'Joined'],
    ['ui.roleHints.admin', 'Manages the team, billing and every brand.'],
    ['ui.phases.sales', 'Sales'],
    ['ui.workspace.loading', 'Loading your workspace…'],
    ['ui.onboarding.intro', 'Three short steps and your team can start.'],
    ['ui.close', 'Close'],
    ['ui.skipToContent', 'Skip to content'],
    ['ui.notify.positive', 'Success'],
    ['ui.nav.main', 'Main navigation'],
    ['ui.taskDialog.defaultTitle', 'Ticket'],
    ['ui.notFound.home', 'Back to the dashboard'],
    ['ui.routeError.title', 'This page could not be shown'],
    ['ui.dashboard.addBrand', 'Add a brand'],
    ['ui.projects.addIntro', 'Add a brand: the client or product you create content for.'],
    ['ui.team.intro', 'Everyone in this workspace, and the invites not accepted yet.'],
    ['ui.invites.intro', 'Invites to join a workspace.'],
    ['ui.memberProfile.summary', 'Summary'],
    ['ui.taskDetails.id', 'Ticket {id}'],
    ['ui.tickets.list.statuses.draft', 'Draft'],
    ['ui.tickets.views.kanban.board', 'Kanban board'],
    ['ui.tickets.details.dialogTitle', '#{id} {summary}'],
    ['ui.comments.title', 'Comments'],
    ['ui.timetracking.title', 'Time'],
    ['ui.notifications.title', 'Notifications'],
    ['ui.brandSettings.steps', 'Brand setup steps'],
    [
      'ui.integrationSuccess.text',
      'The integration is connected. You can close this window and go back to the app.',
    ],
    [
      'ui.tokens.subtitle',
      'The theme: colours with their contrast, type scale, spacing, radius, shadows and breakpoints.',
    ],
    ['ui.kitchen.subtitle', 'Every shared UI-kit component in each of its states.'],
    ['ui.auth.email', 'E-mail'],
    ['ui.validation.email', 'Enter a valid e-mail address.'],
    ['ui.profile.details', 'Personal details'],
    ['ui.pages.dashboard', 'Dashboard'],
  ])('has each part under its key: %s', (path, text) => {
    expect(at(path)).toBe(text);
  });
});
