import { ticketJiraQueryKey } from '../../api/jira';
import type { SendKind } from '../form-kind';
import { TicketJiraFields } from './TicketJiraFields';

/** A ticket sent to Jira: its epic is picked above the button; once sent, the link shows. */
export const jiraSend: SendKind<'jira'> = {
  Fields: TicketJiraFields,
  // A send made an issue: its key shows instead of the epic picker.
  changes: (ticketUid) => [ticketJiraQueryKey(ticketUid)],
};
