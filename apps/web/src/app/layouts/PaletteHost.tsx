import '@/shared/i18n/parts/templates';
import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { CommandPalette } from '@/features/command-palette/components/CommandPalette';
import { ShortcutsSheet } from '@/features/command-palette/components/ShortcutsSheet';
import {
  closeNewTicket,
  closeTemplatePicker,
  openNewTicket,
  openTemplatePicker,
  usePaletteStore,
} from '@/features/command-palette/palette-store';
import type { TicketScope } from '@/features/tickets/components/ticket-scope';
import { useTimerActions } from '@/features/timetracking/hooks/use-timer-actions';
import { errorText } from '@/shared/api/error-text';
import { loadChunk } from '@/shared/lib/load-chunk';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notify } from '@/shared/ui/notify/notify-store';

// The form brings the ticket fields and date pickers: loaded the first time it is asked for.
const CreateTicketModal = lazy(() =>
  loadChunk(() => import('@/features/tickets/components/list/CreateTicketModal')).then((m) => ({
    default: m.CreateTicketModal,
  })),
);

// "New ticket from template…" (docs/product.md#templates): loaded the first time it is asked for.
const TemplatePickerModal = lazy(() =>
  loadChunk(() => import('@/features/templates/components/TemplatePickerModal')).then((m) => ({
    default: m.TemplatePickerModal,
  })),
);

/** The brand page the user is on (its slug from the route), if any. */
function useRouteProjectSlug(): string | null {
  const matches = useMatches();
  for (const match of matches) {
    const slug = (match.params as Record<string, string | undefined>).projectSlug;
    if (slug) return slug;
  }
  return null;
}

/** Where a ticket made from anywhere goes: the brand page's brand, else the user picks one. */
function useCreateScope(): TicketScope | null {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? null);
  const projects = useWorkspaceStore((state) => state.projects);
  const slug = useRouteProjectSlug();
  return useMemo(() => {
    if (!workspaceUid) return null;
    const project = slug ? projects.find((item) => item.slug === slug) : undefined;
    return project
      ? { kind: 'project', workspaceUid, projectUid: project.uid, projectSlug: project.slug }
      : { kind: 'workspace', workspaceUid };
  }, [workspaceUid, projects, slug]);
}

function useStartTimer(workspaceUid: string) {
  const { t } = useTranslation();
  const { start } = useTimerActions(workspaceUid);
  return useCallback(
    (ticket: TicketListItem) =>
      start.mutate(ticket.uid, {
        onSuccess: () =>
          notify({ type: 'positive', message: t('ui.commandPalette.timerStarted', { id: ticket.id }) }),
        onError: (error) => notify({ type: 'negative', message: errorText(error) }),
      }),
    [start, t],
  );
}

/**
 * What the palette and the shortcuts open: the palette, the shortcuts sheet and the new-ticket
 * form. Composed here because they reach into several features (tickets' form, time tracking's
 * timer); loaded after the page, as none of it is needed for the first paint.
 */
export function PaletteHost() {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const scope = useCreateScope();
  const creating = usePaletteStore((state) => state.creating);
  const startTimer = useStartTimer(workspaceUid);
  const { t } = useTranslation();
  // The brand's templates (or, off a brand page, a brand's chosen in the dialog).
  const choosingTemplate = usePaletteStore((state) => state.choosingTemplate);
  const moreActions = useMemo(
    () =>
      workspaceUid
        ? [
            {
              id: 'action-new-from-template',
              label: t('ui.templates.picker.command'),
              run: openTemplatePicker,
            },
          ]
        : [],
    [workspaceUid, t],
  );
  return (
    <>
      <CommandPalette
        onNewTicket={openNewTicket}
        onStartTimer={workspaceUid ? startTimer : undefined}
        moreActions={moreActions}
      />
      <ShortcutsSheet />
      {choosingTemplate && scope && (
        <Suspense fallback={null}>
          <TemplatePickerModal
            workspaceUid={scope.workspaceUid}
            projectUid={scope.kind === 'project' ? scope.projectUid : null}
            onClose={closeTemplatePicker}
          />
        </Suspense>
      )}
      {creating && scope && (
        <Suspense fallback={null}>
          <CreateTicketModal scope={scope} opened onClose={closeNewTicket} />
        </Suspense>
      )}
    </>
  );
}
