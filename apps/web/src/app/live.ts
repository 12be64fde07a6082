import type { QueryClient } from '@tanstack/react-query';
import { registerAiEvents } from '@/features/ai/live/ai-events';
import { registerBrandEvents } from '@/features/brand/live/brand-events';
import { registerCommentEvents } from '@/features/comments/live/comment-events';
import { registerNotificationEvents } from '@/features/notifications/live/notification-events';
import { registerProjectEvents } from '@/features/projects/live/project-events';
import { registerPostEvents } from '@/features/publishing/calendar/post-events';
import { registerTeamEvents } from '@/features/team/live/team-events';
import { registerTicketEvents } from '@/features/tickets/live/ticket-events';
import { registerTimeEvents } from '@/features/timetracking/live/time-events';
import { registerWorkspaceEvents } from '@/features/workspaces/live/workspace-events';
import { queryClient as appQueryClient } from '@/shared/api/query-client';
import { startLiveConnection } from '@/shared/lib/live/live-connection';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';

/**
 * Every feature's live handlers (docs/product.md#live-updates), on `queryClient`. A `reset` (the
 * server could not replay what this tab missed) makes every cached query stale, and the shown
 * ones are read again once. Returns the function that unregisters them all.
 */
export function registerLiveHandlers(queryClient: QueryClient): () => void {
  const offs = [
    onLiveEvent('reset', () => liveRefresher(queryClient).refresh({})),
    registerTicketEvents(queryClient),
    registerCommentEvents(queryClient),
    registerNotificationEvents(queryClient),
    registerTimeEvents(queryClient),
    registerTeamEvents(queryClient),
    registerProjectEvents(queryClient),
    registerBrandEvents(queryClient),
    registerAiEvents(queryClient),
    registerPostEvents(queryClient),
    registerWorkspaceEvents(),
  ];
  return () => {
    for (const off of offs) off();
  };
}

let running: (() => void) | null = null;

/**
 * The live updates of the app: the handlers, and the stream, which opens whenever someone is
 * signed in and closes at sign-out. Started once however often it is called; returns the
 * function that stops it all (tests).
 */
export function startLiveUpdates(queryClient: QueryClient = appQueryClient): () => void {
  if (!running) {
    const unregister = registerLiveHandlers(queryClient);
    const disconnect = startLiveConnection();
    running = () => {
      disconnect();
      unregister();
    };
  }
  return () => {
    running?.();
    running = null;
  };
}
