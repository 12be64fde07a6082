import { paths, withQuery } from '@/config/paths';

/** The read-only link of a shared ticket: its page with the share token (`?share=`). */
export function shareLink(
  projectSlug: string,
  ticketUid: string,
  token: string,
  origin = window.location.origin,
): string {
  return `${origin}${withQuery(paths.brandTask(projectSlug, ticketUid), { share: token })}`;
}
