import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Popover,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconBookmark, IconCheck, IconTrash, IconUser } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import {
  builtInViews,
  nameTaken,
  SAVED_VIEW_NAME_MAX,
  type SavedView,
  useSavedViews,
} from '../../hooks/saved-views';
import { listViewKey, type TaskFiltersApi } from '../../hooks/use-task-filters';
import type { TicketScope } from '../ticket-scope';
import classes from './SavedViewsMenu.module.css';

const NO_VIEWS: SavedView[] = [];

export interface SavedViewsMenuProps {
  scope: TicketScope;
  view: TaskFiltersApi;
  /** Today, for "Due this week" (tests pass a fixed day). */
  now?: Date;
}

/**
 * "My tickets" as one click, and the Views panel (docs/product.md#saved-views): the built-in
 * views, the user's own views of this list (apply or delete), and saving the current view
 * under a name. The view being shown is marked.
 */
export function SavedViewsMenu({ scope, view, now }: SavedViewsMenuProps) {
  const { t } = useTranslation();
  const memberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const userUid = useAuthStore((state) => state.user?.uid ?? 'anonymous');
  const owner = `${userUid}:${listViewKey(scope)}`;
  const mine = useSavedViews((state) => state.views[owner] ?? NO_VIEWS);
  const add = useSavedViews((state) => state.add);
  const remove = useSavedViews((state) => state.remove);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const day = now ?? new Date();
  const dayKey = day.toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the built-ins change with the day, not the Date object.
  const builtIns = useMemo(() => builtInViews(scope, memberUid, day), [scope, memberUid, dayKey]);
  const myTickets = builtIns.find((item) => item.id === 'myTickets');
  const current = view.search;
  const apply = (search: string) => {
    view.applyView(search);
    setOpen(false);
  };
  const taken = name.trim() !== '' && nameTaken(mine, name);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    add(owner, name, current);
    setName('');
  };

  const choice = (key: string, label: string, search: string) => {
    const active = search === current;
    return (
      <UnstyledButton
        key={key}
        className={classes.choice}
        onClick={() => apply(search)}
        aria-current={active ? 'true' : undefined}
      >
        <span className={classes.choiceLabel}>{label}</span>
        {active && <IconCheck size={14} aria-hidden />}
      </UnstyledButton>
    );
  };

  return (
    <>
      {myTickets && (
        <Button
          variant={myTickets.search === current ? 'light' : 'default'}
          leftSection={<IconUser size={16} aria-hidden />}
          aria-pressed={myTickets.search === current}
          onClick={() => view.applyView(myTickets.search === current ? '' : myTickets.search)}
        >
          {t('ui.tickets.listViews.myTickets')}
        </Button>
      )}
      <Popover
        opened={open}
        onChange={setOpen}
        position="bottom-start"
        shadow="md"
        width={300}
        trapFocus
        withRoles={false}
      >
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} aria-hidden />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-haspopup="dialog"
          >
            {t('ui.tickets.listViews.views')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={t('ui.tickets.listViews.viewsLabel')}>
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed" id="built-in-views">
              {t('ui.tickets.listViews.builtIn')}
            </Text>
            <Stack gap={2} role="group" aria-labelledby="built-in-views">
              {builtIns.map((item) => choice(item.id, t(`ui.tickets.listViews.${item.id}`), item.search))}
            </Stack>
            <Divider my={4} />
            <Text size="xs" fw={600} c="dimmed" id="my-views">
              {t('ui.tickets.listViews.mine')}
            </Text>
            <Stack gap={2} role="group" aria-labelledby="my-views">
              {mine.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('ui.tickets.listViews.noSavedViews')}
                </Text>
              )}
              {mine.map((item) => (
                <Group key={item.id} gap={4} wrap="nowrap">
                  {choice(item.id, item.name, item.search)}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove(owner, item.id)}
                    aria-label={t('ui.tickets.listViews.deleteView', { name: item.name })}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            <Divider my={4} />
            <form onSubmit={save}>
              <Stack gap={6}>
                <TextInput
                  size="sm"
                  label={t('ui.tickets.listViews.saveTitle')}
                  placeholder={t('ui.tickets.listViews.viewNamePlaceholder')}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                  maxLength={SAVED_VIEW_NAME_MAX}
                  description={taken ? t('ui.tickets.listViews.viewNameTaken') : undefined}
                />
                <Button type="submit" size="xs" disabled={name.trim() === ''}>
                  {t('ui.tickets.listViews.save')}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
