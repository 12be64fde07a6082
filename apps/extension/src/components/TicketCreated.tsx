import type { Ticket } from '@expertos/domain/ticket.schema';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { createdTitle } from '@/lib/templates';
import { useT } from '@/ui/language';

/** What a step after the ticket was made (its screenshot, its library assets) came to. */
export interface AfterCreate {
  /** Library assets put on it. */
  attached: number;
  /** Why a later step failed, in the server's words (in the page's language); the ticket itself stands. */
  problem: string | null;
}

/**
 * The popup's new ticket, made: the way to it, how many library assets it carries, and what did
 * not get onto it (the ticket is kept either way, so a second try never makes a second ticket).
 * One made from a template names it, with what could not be done as the template asked.
 */
export function TicketCreated({
  ticket,
  link,
  after,
  template,
  notices = [],
}: {
  ticket: Ticket;
  link: string;
  after: AfterCreate;
  /** The template's name, for a ticket made from one. */
  template?: string;
  /** The server's notices (an assignee who lost access: left unassigned). */
  notices?: readonly string[];
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Alert color="teal" role="status" title={createdTitle(t, ticket)}>
        <Stack gap={4}>
          {template && <Text size="sm">{t('templates.madeFrom', { name: template })}</Text>}
          {after.attached > 0 && (
            <Text size="sm">{t('ticketCreated.withAssets', { count: after.attached })}</Text>
          )}
          <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
            {t('common.openInApp')}
          </Anchor>
        </Stack>
      </Alert>
      {notices.length > 0 && (
        <Alert color="orange" role="alert" title={t('templates.noticesTitle')}>
          {notices.length === 1 ? (
            <Text size="sm">{notices[0]}</Text>
          ) : (
            <List size="sm" spacing={2}>
              {notices.map((notice) => (
                <List.Item key={notice}>{notice}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {after.problem && (
        <Alert color="orange" role="alert" title={t('ticketCreated.notAllAdded')}>
          {t('ticketCreated.problem', { problem: after.problem })}
        </Alert>
      )}
    </Stack>
  );
}
