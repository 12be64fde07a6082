import type { TicketListItem } from '@expertos/domain/ticket.schema';
import type { TeamMember } from '@expertos/domain/workspace.schema';
import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';
import { shortcutLabel } from '@/shared/lib/shortcuts';

export type PaletteGroupId = 'tickets' | 'actions' | 'views' | 'brands' | 'people';

export interface PaletteItem {
  /** Unique in the list; also the option's DOM id suffix. */
  id: string;
  label: string;
  /** A second, dimmer line: a ticket's brand, a person's e-mail. */
  hint?: string;
  /** The key that does the same outside the palette ('C'). */
  shortcut?: string;
  run: () => void;
}

export interface PaletteGroup {
  id: PaletteGroupId;
  items: PaletteItem[];
}

/** What the palette chooses from. */
export interface PaletteSources {
  text: string;
  tickets: readonly TicketListItem[];
  brands: readonly { uid: string; name: string; slug: string }[];
  people: readonly TeamMember[];
  workspaces: readonly { uid: string; name: string }[];
  currentWorkspaceUid: string | null;
  isAdmin: boolean;
  canStartTimer: boolean;
  /** Actions other features add (the app composes them: "New ticket from template…"), after New ticket. */
  moreActions?: readonly PaletteItem[];
}

/** What choosing an item does; the palette closes first. */
export interface PaletteHandlers {
  openTicket: (ticket: TicketListItem) => void;
  newTicket: () => void;
  showShortcuts: () => void;
  switchWorkspace: (uid: string) => void;
  go: (path: string) => void;
  startTimer: (ticket: TicketListItem) => void;
}

/** At most this many items per group, so every group shows without scrolling far. */
export const GROUP_LIMIT = 6;

/**
 * Every word of the text starts a word of the label (case and accents aside): "board" finds
 * "All tasks: board", not "Keyboard shortcuts".
 */
export function matchesText(label: string, text: string): boolean {
  const words = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const tokens = words(label);
  return words(text).every((word) => tokens.some((token) => token.startsWith(word)));
}

/**
 * The palette's groups for what is typed: tickets first when searching (from the server), then
 * actions, brands, people and views whose names hold the text; with nothing typed, the actions,
 * the views and the brands. Empty groups are left out.
 */
export function buildPaletteGroups(
  sources: PaletteSources,
  t: TFunction,
  on: PaletteHandlers,
): PaletteGroup[] {
  const text = sources.text.trim();
  const keep = (items: PaletteItem[]) =>
    (text ? items.filter((item) => matchesText(`${item.label} ${item.hint ?? ''}`, text)) : items).slice(
      0,
      GROUP_LIMIT,
    );

  const tickets: PaletteItem[] = sources.tickets.map((ticket) => ({
    id: `ticket-${ticket.uid}`,
    label: `#${ticket.id} ${ticket.summary}`,
    hint: ticket.project.name,
    run: () => on.openTicket(ticket),
  }));

  const actions: PaletteItem[] = [
    {
      id: 'action-new-ticket',
      label: t('ui.commandPalette.actions.newTicket'),
      shortcut: shortcutLabel('newTicket'),
      run: on.newTicket,
    },
    ...(sources.moreActions ?? []),
  ];
  const topTicket = sources.tickets[0];
  if (text && topTicket && sources.canStartTimer) {
    actions.push({
      id: `action-timer-${topTicket.uid}`,
      label: t('ui.commandPalette.actions.startTimer', { id: topTicket.id, summary: topTicket.summary }),
      run: () => on.startTimer(topTicket),
    });
  }
  for (const workspace of sources.workspaces) {
    if (workspace.uid === sources.currentWorkspaceUid) continue;
    actions.push({
      id: `action-workspace-${workspace.uid}`,
      label: t('ui.commandPalette.actions.switchWorkspace', { name: workspace.name }),
      run: () => on.switchWorkspace(workspace.uid),
    });
  }
  actions.push({
    id: 'action-shortcuts',
    label: t('ui.commandPalette.actions.shortcuts'),
    shortcut: shortcutLabel('help'),
    run: on.showShortcuts,
  });

  const view = (id: string, label: string, path: string): PaletteItem => ({
    id: `view-${id}`,
    label,
    run: () => on.go(path),
  });
  const views: PaletteItem[] = [
    view('dashboard', t('ui.commandPalette.views.dashboard'), paths.dashboard()),
    view('table', t('ui.commandPalette.views.table'), paths.tasks({ viewMode: 'table' })),
    view('kanban', t('ui.commandPalette.views.kanban'), paths.tasks({ viewMode: 'kanban' })),
    view('calendar', t('ui.commandPalette.views.calendar'), paths.tasks({ viewMode: 'calendar' })),
    view('time', t('ui.commandPalette.views.time'), paths.time()),
    ...(sources.isAdmin ? [view('team', t('ui.commandPalette.views.team'), paths.team())] : []),
  ];

  const brands: PaletteItem[] = sources.brands.map((brand) => ({
    id: `brand-${brand.uid}`,
    label: brand.name,
    hint: t('ui.commandPalette.brandHint'),
    run: () => on.go(paths.brandTasks(brand.slug)),
  }));

  const people: PaletteItem[] = sources.people
    .filter((person) => person.status !== 'invited' && person.invite_uid === null)
    .map((person) => ({
      id: `person-${person.uid}`,
      label: person.name ?? person.email,
      hint: person.name ? person.email : undefined,
      run: () => on.go(paths.userProfile(person.uid)),
    }));

  const groups: PaletteGroup[] = text
    ? [
        // The server already matched the tickets (summary or number).
        { id: 'tickets', items: tickets },
        { id: 'actions', items: keep(actions) },
        { id: 'brands', items: keep(brands) },
        { id: 'people', items: keep(people) },
        { id: 'views', items: keep(views) },
      ]
    : [
        { id: 'actions', items: actions.slice(0, GROUP_LIMIT) },
        { id: 'views', items: views },
        { id: 'brands', items: brands.slice(0, GROUP_LIMIT) },
      ];
  return groups.filter((group) => group.items.length > 0);
}
