import type { Ticket } from '@expertos/domain/ticket.schema';
import { Alert, Anchor, Stack, Text } from '@mantine/core';

/** What a step after the ticket was made (its screenshot, its library assets) came to. */
export interface AfterCreate {
  /** Library assets put on it. */
  attached: number;
  /** Why a later step failed, in the server's words; the ticket itself stands. */
  problem: string | null;
}

/**
 * The popup's new ticket, made: the way to it, how many library assets it carries, and what did
 * not get onto it (the ticket is kept either way, so a second try never makes a second ticket).
 */
export function TicketCreated({ ticket, link, after }: { ticket: Ticket; link: string; after: AfterCreate }) {
  return (
    <Stack gap="xs">
      <Alert color="teal" role="status" title={`Ticket #${ticket.id} created`}>
        <Stack gap={4}>
          {after.attached > 0 && (
            <Text size="sm">
              {after.attached === 1
                ? 'With 1 asset from the library.'
                : `With ${after.attached} assets from the library.`}
            </Text>
          )}
          <Anchor href={link} target="_blank" rel="noreferrer" size="sm">
            Open it in Expertos
          </Anchor>
        </Stack>
      </Alert>
      {after.problem && (
        <Alert color="orange" role="alert" title="Not everything was added">
          {after.problem} Open the ticket to add it there.
        </Alert>
      )}
    </Stack>
  );
}
