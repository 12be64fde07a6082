import '@/shared/i18n/parts/evergreen';
import type { TicketEvergreen } from '@expertos/domain/evergreen';
import { Anchor, Group, Text } from '@mantine/core';
import { IconRecycle } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';

type CopyOf = NonNullable<TicketEvergreen['copy_of']>;

/** "Recycled 2 of 3 from #123 …": a copy's place, and a link that opens the post it came from. */
export function CopyOfLine({ copyOf, projectSlug }: { copyOf: CopyOf; projectSlug: string | undefined }) {
  const { ticket } = copyOf;
  const open = (event: MouseEvent) => {
    // A modified click follows the link (a new tab); a plain one shows the original in the dialog.
    if (!projectSlug || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openTaskDialog({ taskId: ticket.uid, projectSlug, title: ticket.summary });
  };
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="evergreen-copy-of">
      <IconRecycle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Trans
          i18nKey="ui.evergreen.ticket.copyOf"
          values={{
            position: copyOf.position,
            max: copyOf.max_repeats,
            id: ticket.id,
            summary: ticket.summary,
          }}
          components={[
            projectSlug ? (
              <Anchor
                key="original"
                component={Link}
                to={paths.brandTask(projectSlug, ticket.uid)}
                onClick={open}
                inherit
              />
            ) : (
              <span key="original" />
            ),
          ]}
        />
      </Text>
    </Group>
  );
}
