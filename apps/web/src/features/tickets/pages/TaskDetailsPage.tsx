import { COMMENT_PARAM } from '@expertos/domain/ticket-address';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { bootstrapSession } from '@/shared/session/session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useIsAuthenticated } from '@/shared/stores/use-session';
import { fetchSharedTicket, fetchTicket } from '../api/ticket';
import { mergeTicket } from '../components/details/merge-ticket';
import { SharedBanner } from '../components/details/SharedBanner';
import { ShareLinkProblem } from '../components/details/ShareLinkProblem';
import { SignInPrompt } from '../components/details/SignInPrompt';
import { TaskLoading } from '../components/details/TaskLoading';
import { TaskLoadProblem } from '../components/details/TaskLoadProblem';
import { TicketDetails } from '../components/details/TicketDetails';
import { taskLoadFailure } from '../components/details/task-load-error';

/**
 * Task Details (docs/product.md#screens-and-routes): no sign-in guard and no header. Once the
 * session is known, a member sees and edits the task; anyone else sees it read only when the
 * URL carries its share token (`?share=`), else is asked to sign in (or told they have no
 * access).
 */
export function TaskDetailsPage() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const [search] = useSearchParams();
  const shareToken = search.get('share') || null;
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const authenticated = useIsAuthenticated();
  const sessionChecked = useAuthStore((state) => state.sessionChecked);
  useEffect(() => {
    // main.tsx starts it; this covers arriving here any other way.
    if (!sessionChecked) void bootstrapSession();
  }, [sessionChecked]);
  const sessionKnown = authenticated || sessionChecked;

  const own = useQuery({
    queryKey: ticketKeys.ticket(taskId),
    queryFn: ({ signal }) => fetchTicket(taskId, signal),
    enabled: sessionKnown && authenticated,
  });
  const ownFailure = own.isError ? taskLoadFailure(own.error) : null;
  // Refused as a member (or the session is gone): a share link may still show it.
  const refused = ownFailure !== null && ownFailure !== 'failed';
  const wantShared = sessionKnown && shareToken !== null && (!authenticated || refused);
  const shared = useQuery({
    queryKey: ticketKeys.shared(taskId, shareToken),
    queryFn: () => fetchSharedTicket(taskId, shareToken ?? ''),
    enabled: wantShared,
  });

  const ticket = authenticated && own.data ? own.data : wantShared ? shared.data : undefined;
  useDocumentTitle(
    ticket
      ? t('ui.tickets.details.dialogTitle', { id: ticket.id, summary: ticket.summary })
      : t('ui.pages.brandTask'),
  );
  const signInPath = paths.signin({ redirect: `${pathname}${query}` });

  if (!sessionKnown) return <TaskLoading />;
  if (authenticated && own.data) {
    const slug = own.data.projects.slug;
    return (
      <Stack gap="md">
        <Group>
          <Anchor component={Link} to={paths.brandTasks(slug)} size="sm" className="touch-link">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              {t('ui.tickets.details.page.back', { brand: own.data.project.name })}
            </Group>
          </Anchor>
        </Group>
        <TicketDetails
          task={mergeTicket(own.data)}
          headingOrder={1}
          commentUid={search.get(COMMENT_PARAM) || undefined}
          onDeleted={() => void navigate(paths.brandTasks(slug), { replace: true })}
        />
      </Stack>
    );
  }
  if (wantShared && shared.data) {
    return (
      <Stack gap="md">
        <SharedBanner signInPath={authenticated ? null : signInPath} />
        <TicketDetails task={mergeTicket(shared.data)} headingOrder={1} />
      </Stack>
    );
  }
  if ((authenticated && own.isPending) || (wantShared && shared.isPending)) return <TaskLoading />;
  if (wantShared && shared.isError) {
    // A link that shows nothing says so; it does not ask an outside reader to sign in.
    return (
      <ShareLinkProblem
        failed={taskLoadFailure(shared.error) === 'failed'}
        onRetry={() => void shared.refetch()}
        signInPath={authenticated ? null : signInPath}
      />
    );
  }
  if (!authenticated) return <SignInPrompt signInPath={signInPath} />;
  if (ownFailure === 'failed') return <TaskLoadProblem failure="failed" onRetry={() => void own.refetch()} />;
  return <TaskLoadProblem failure={ownFailure ?? 'no_access'} />;
}
