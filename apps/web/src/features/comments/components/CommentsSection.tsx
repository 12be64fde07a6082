export interface CommentsSectionProps {
  ticketUid: string;
  workspaceUid: string;
}

/** STUB (issue 6 in progress): a ticket's comments, composer, files and voice notes. */
export function CommentsSection(_props: CommentsSectionProps) {
  return null;
}
