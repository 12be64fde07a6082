/**
 * The API calls of full page loads of the signed-in web app, as Chromium sent them (Playwright's
 * request events, after the bootstrap and setup-progress routes: docs/architecture.md#rate-limits):
 * `W` stands for the current workspace's id, `P` for its brand's. Every load also asks
 * `GET /api/auth/get-session` first, with the session cookie, and uses the ID token it answers.
 */
const EVERY_PAGE = [
  '/api/bootstrap?workspace=W',
  // The live stream; a resume id it cannot read answers 400 at once instead of streaming.
  '/api/events?last_event_id=not-an-id',
  '/api/notifications?limit=20',
  '/api/workspaces/W/timetracking/entries',
];
const STEP = [...EVERY_PAGE, '/api/projects/P/setup-progress'];

export const PAGE_LOADS: Record<string, string[]> = {
  'settings/connect-instagram': [...STEP, '/api/workspaces/W/projects/P/social'],
  'settings/analytics': [...STEP, '/api/workspaces/W/projects/P/social/instagram/insights'],
  'settings/name-brand': STEP,
  'settings/growth-goals': STEP,
  'settings/define-goal': STEP,
  'settings/brand-influences': [...STEP, '/api/projects/P/influences'],
  'settings/target-audience': [...STEP, '/api/projects/P/audiences'],
  'settings/content-pillars': [...STEP, '/api/workspaces/W/ai'],
  'settings/content-formats': [...STEP, '/api/workspaces/W/ai'],
  'settings/off-brand': STEP,
  'settings/brand-voice': [...STEP, '/api/projects/P/assistants', '/api/projects/P/brand-voices'],
  'settings/summary': [
    ...STEP,
    '/api/projects/P/assistants',
    '/api/projects/P/audiences',
    '/api/projects/P/brand-voices',
    '/api/projects/P/influences',
  ],
  'settings/ai-feedback': [...STEP, '/api/projects/P/feedback', '/api/workspaces/W/ai'],
  dashboard: EVERY_PAGE,
  tasks: [
    ...EVERY_PAGE,
    '/api/workspaces/W/tickets/assignees',
    '/api/workspaces/W/tickets/milestones',
    '/api/workspaces/W/tickets/tags',
    '/api/workspaces/W/tickets?sort=updated&order=desc&limit=50',
  ],
  'brand overview': [...EVERY_PAGE, '/api/workspaces/W/projects/P/overview?week_start=2030-01-07'],
  'brand feed': [...EVERY_PAGE, '/api/workspaces/W/projects/P/feed?limit=12'],
  'brand library': [...EVERY_PAGE, '/api/workspaces/W/projects/P/library?limit=24'],
  team: [...EVERY_PAGE, '/api/workspaces/W/users/all'],
  profile: [
    ...EVERY_PAGE,
    '/api/me/google-calendar',
    '/api/notifications/settings',
    '/api/push/config',
    '/api/push/devices',
    '/api/push/settings',
    '/api/workspaces/W/calendar-feeds',
  ],
};
