import type { Ticket } from '@expertos/domain/ticket.schema';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
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
 */
export function TicketCreated({ ticket, link, after }: { ticket: Ticket; link: string; after: AfterCreate }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Alert color="teal" role="status" title={t('common.ticketCreated', { id: String(ticket.id) })}>
        <Stack gap={4}>
          {after.attached > 0 && (
            <Text size="sm">{t('ticketCreated.withAssets', { count: after.attached })}</Text>
          )}
          <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
            {t('common.openInApp')}
          </Anchor>
        </Stack>
      </Alert>
      {after.problem && (
        <Alert color="orange" role="alert" title={t('ticketCreated.notAllAdded')}>
          {t('ticketCreated.problem', { problem: after.problem })}
        </Alert>
      )}
    </Stack>
  );
}
