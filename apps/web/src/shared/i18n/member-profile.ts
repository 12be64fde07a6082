/**
 * The texts of a member's profile (/profile/{uid}): the team feature's page and the sections
 * the projects, tickets and time-tracking features show in it.
 */
export const memberProfile = {
  summary: 'Summary',
  picture: 'Picture of {name}',
  role: 'Role',
  status: 'Status',
  brands: 'Brands',
  brandsAll: 'Every brand',
  brandsCount: '{count, plural, one {# brand} other {# brands}}',
  onlyAdmin:
    'The only admin of this workspace. It keeps at least one: make someone else an admin before changing this role or removing them.',
  editAccess: 'Change role and brands',
  editTitle: 'Role and brands of {name}',
  remove: 'Remove from workspace',
  backToTeam: 'Back to the team',
  loadError: 'This profile could not be loaded.',
  brandsSection: {
    title: 'Brands and access',
    intro: 'The brands they can see, and their role on each.',
    adminAll: 'A workspace admin sees every brand and is the admin of each.',
    externalNote: 'External collaborators are members of a brand, never its admin.',
    emptyTitle: 'No brands',
    emptyText: 'Give them brands with “Change role and brands”.',
    noBrandsYet: 'This workspace has no brands yet.',
    roleUnknown: 'Role not loaded',
    loadError: 'Their roles on the brands could not be loaded.',
  },
  ticketsSection: {
    title: 'Open tickets',
    intro: 'Assigned to them and not finished yet.',
    count: '{count, plural, one {# open ticket} other {# open tickets}}',
    emptyTitle: 'No open tickets',
    emptyText: 'Nothing assigned to them is waiting.',
    loadError: 'Their tickets could not be loaded.',
    due: 'Due {date}',
    noDue: 'No due date',
    more: '{count, plural, one {and # more not shown here.} other {and # more not shown here.}}',
    seeInTasks: 'See them in Tickets',
  },
  timeSection: {
    title: 'Time this week',
    intro: 'Finished time tracked since Monday, {date}.',
    total: 'Total this week',
    byBrand: 'By brand',
    emptyTitle: 'No time tracked this week',
    emptyText: 'Time appears here once one of their timers is stopped or an entry is added.',
    loadError: 'Their time could not be loaded.',
  },
} as const;
