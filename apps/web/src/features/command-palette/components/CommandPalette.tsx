import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { Group, Kbd, Loader, Modal, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { switchWorkspace } from '@/shared/session/workspace-session';
import { selectVisibleProjects, useWorkspaceStore } from '@/shared/stores/workspace-store';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { paletteMembersQueryOptions } from '../api/members';
import { searchTicketsQueryOptions } from '../api/search-tickets';
import { buildPaletteGroups, type PaletteHandlers, type PaletteItem } from '../lib/palette-items';
import { PALETTE_FIELD_ATTRIBUTE } from '../lib/type-ahead';
import { closePalette, openShortcutsSheet, takeTypedAhead, usePaletteStore } from '../palette-store';
import classes from './CommandPalette.module.css';

/** Typing pauses this long before the tickets are searched. */
export const PALETTE_DEBOUNCE_MS = 200;

export interface CommandPaletteProps {
  /** Opens the new-ticket form (the app composes it: the form belongs to tickets). */
  onNewTicket: () => void;
  /** Starts the user's timer on a ticket; without it the palette offers no timer. */
  onStartTimer?: (ticket: TicketListItem) => void;
  /**
   * Actions of other features, listed after New ticket (the app composes them: "New ticket from
   * template…"); the palette closes before one runs.
   */
  moreActions?: readonly PaletteItem[];
}

/**
 * Cmd/Ctrl+K (docs/product.md#keyboard-shortcuts): one field that finds tickets (by `#128`,
 * `128` or text), brands, people, views and actions. A combobox over a grouped listbox: the
 * arrows move, Enter chooses, Esc closes and the focus goes back where it was.
 */
export function CommandPalette(props: CommandPaletteProps) {
  const opened = usePaletteStore((state) => state.palette);
  const { t } = useTranslation();
  // Set when the chosen item moves the focus itself (a dialog opens, a page changes).
  const [returnFocus, setReturnFocus] = useState(true);
  useEffect(() => {
    if (opened) setReturnFocus(true);
  }, [opened]);
  return (
    <Modal.Root
      opened={opened}
      onClose={closePalette}
      returnFocus={returnFocus}
      size="lg"
      yOffset="10vh"
      // Gone at once on close, so the next key (Esc then ?) meets no closing modal.
      transitionProps={{ duration: 100, exitDuration: 0 }}
    >
      <Modal.Overlay />
      <Modal.Content aria-label={t('ui.commandPalette.dialog')} data-testid="command-palette">
        <Modal.Body p={0}>
          {opened && <PaletteBody {...props} onLeave={() => setReturnFocus(false)} />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function FooterHint({ keys, label }: { keys: string[]; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {keys.map((key) => (
        <Kbd key={key} size="xs">
          {key}
        </Kbd>
      ))}
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

interface PaletteBodyProps extends CommandPaletteProps {
  onLeave: () => void;
}

function PaletteBody({ onNewTicket, onStartTimer, moreActions, onLeave }: PaletteBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), PALETTE_DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  // The field has the focus from the start, also when the palette opens as its code arrives,
  // and starts with what was typed while it was on its way (lib/type-ahead.ts). Before paint, so
  // the next key meets the field.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    input.current?.focus();
    const ahead = takeTypedAhead();
    if (ahead) setText(ahead);
  }, []);
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? null);
  const projects = useWorkspaceStore((state) => state.projects);
  const workspaces = useWorkspaceStore((state) => state.workspaces);
  const isAdmin = useWorkspaceStore((state) => state.currentMember?.role === 'admin');

  const tickets = useQuery({
    ...searchTicketsQueryOptions(workspaceUid ?? '', debounced),
    enabled: workspaceUid !== null && debounced !== '',
    placeholderData: keepPreviousData,
  });
  const members = useQuery({
    ...paletteMembersQueryOptions(workspaceUid ?? ''),
    enabled: workspaceUid !== null,
  });

  const searching = text.trim() !== '' && (text.trim() !== debounced || tickets.isFetching);
  // Only the answer for what is typed now: a stale list would let Enter open the wrong ticket.
  const hasText = text.trim() === debounced && debounced !== '' && !tickets.isPlaceholderData;
  const foundTickets = useMemo(() => (hasText ? (tickets.data?.items ?? []) : []), [hasText, tickets.data]);

  const groups = useMemo(() => {
    const leave = (action: () => void) => () => {
      onLeave();
      closePalette();
      action();
    };
    const on: PaletteHandlers = {
      openTicket: (ticket) =>
        leave(() =>
          openTaskDialog({ taskId: ticket.uid, projectSlug: ticket.project.slug, title: ticket.summary }),
        )(),
      newTicket: () => leave(onNewTicket)(),
      showShortcuts: () => leave(openShortcutsSheet)(),
      switchWorkspace: (uid) => leave(() => void switchWorkspace(uid))(),
      go: (path) => leave(() => void navigate(path))(),
      startTimer: (ticket) => {
        closePalette();
        onStartTimer?.(ticket);
      },
    };
    return buildPaletteGroups(
      {
        text,
        tickets: foundTickets,
        brands: selectVisibleProjects({ projects }),
        people: members.data?.members ?? [],
        workspaces: workspaces.map((item) => ({ uid: item.workspaces.uid, name: item.workspaces.name })),
        currentWorkspaceUid: workspaceUid,
        isAdmin,
        canStartTimer: onStartTimer !== undefined,
        moreActions: moreActions?.map((action) => ({ ...action, run: leave(action.run) })),
      },
      t,
      on,
    );
  }, [
    text,
    foundTickets,
    projects,
    members.data,
    workspaces,
    workspaceUid,
    isAdmin,
    t,
    navigate,
    onNewTicket,
    onStartTimer,
    moreActions,
    onLeave,
  ]);
  const flat = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const current = Math.min(active, Math.max(flat.length - 1, 0));
  const optionId = (item: PaletteItem) => `${baseId}-${item.id}`;
  const activeItem = flat[current];

  const [enterPending, setEnterPending] = useState(false);
  useEffect(() => {
    if (!enterPending || searching) return;
    setEnterPending(false);
    activeItem?.run();
  }, [enterPending, searching, activeItem]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text starts at the top.
  useEffect(() => setActive(0), [text, debounced]);
  useEffect(() => {
    if (activeItem) document.getElementById(optionId(activeItem))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Ctrl/Cmd+K again closes (and keeps the browser's own Ctrl+K away).
    if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      closePalette();
      return;
    }
    // Typed fast and pressed Enter: choose once the tickets for the text are in.
    if (event.key === 'Enter' && searching) {
      event.preventDefault();
      setEnterPending(true);
      return;
    }
    if (flat.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + flat.length) % flat.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      activeItem?.run();
    }
  };

  const listId = `${baseId}-list`;
  const showEmpty = flat.length === 0 && !searching;
  return (
    <div className={classes.root}>
      <TextInput
        ref={input}
        data-autofocus
        {...{ [PALETTE_FIELD_ATTRIBUTE]: true }}
        size="md"
        variant="unstyled"
        className={classes.input}
        leftSection={searching ? <Loader size={16} /> : <IconSearch size={18} aria-hidden />}
        placeholder={t('ui.commandPalette.placeholder')}
        aria-label={t('ui.commandPalette.input')}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      <div id={listId} role="listbox" aria-label={t('ui.commandPalette.results')} className={classes.list}>
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group" (a fieldset is for form controls).
          <div key={group.id} role="group" aria-labelledby={`${baseId}-g-${group.id}`}>
            <div id={`${baseId}-g-${group.id}`} className={classes.groupLabel} role="presentation">
              {t(`ui.commandPalette.groups.${group.id}`)}
            </div>
            {group.items.map((item) => {
              const selected = item === activeItem;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys.
                <div
                  key={item.id}
                  id={optionId(item)}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  className={classes.option}
                  data-active={selected || undefined}
                  onMouseMove={() => !selected && setActive(flat.indexOf(item))}
                  // Keep the focus in the field while clicking.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={item.run}
                >
                  <Text size="sm" truncate="end" className={classes.label}>
                    {item.label}
                  </Text>
                  {item.shortcut && (
                    <Kbd size="xs" aria-hidden>
                      {item.shortcut}
                    </Kbd>
                  )}
                  {item.hint && (
                    <Text size="xs" c="dimmed" truncate="end" className={classes.hint}>
                      {item.hint}
                    </Text>
                  )}
                </div>
              );
            })}
          </div>
        ))}
        {searching && foundTickets.length === 0 && (
          <Text size="sm" c="dimmed" px="md" py="sm" role="status">
            {t('ui.commandPalette.searching')}
          </Text>
        )}
        {tickets.isError && !searching && (
          <Text size="sm" c="red" px="md" py="sm" role="alert">
            {t('ui.commandPalette.searchFailed')}
          </Text>
        )}
        {showEmpty && (
          <Text size="sm" c="dimmed" px="md" py="lg" ta="center" role="status">
            {t('ui.commandPalette.empty', { text: text.trim() })}
          </Text>
        )}
      </div>
      <Group gap="md" px="md" py={8} className={classes.footer} visibleFrom="sm">
        <FooterHint keys={['↑', '↓']} label={t('ui.commandPalette.hints.move')} />
        <FooterHint keys={['Enter']} label={t('ui.commandPalette.hints.choose')} />
        <FooterHint keys={['Esc']} label={t('ui.commandPalette.hints.close')} />
      </Group>
    </div>
  );
}
