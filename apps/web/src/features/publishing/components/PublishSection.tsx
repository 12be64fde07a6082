import '@/shared/i18n/parts/publishing';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { publicationsQueryOptions } from '../api/publications';
import { queueQueryOptions } from '../api/queue';
import { Composer } from './composer/Composer';
import { PublicationsList } from './publications/PublicationsList';

/**
 * A post ticket's Publish section (docs/product.md#publishing): where it is published or
 * scheduled (each channel's state, link and timeline), and the composer for more.
 */
export function PublishSection({
  ticketUid,
  workspaceUid,
  project,
  ticketType,
  post,
  headingOrder,
}: TicketSlotProps) {
  const { t } = useTranslation();
  const k = 'ui.publishing' as const;
  const headingId = useId();
  const isPost = ticketType === 'post' && Boolean(project);
  const publications = useQuery({ ...publicationsQueryOptions(ticketUid), enabled: isPost });
  const queue = useQuery({ ...queueQueryOptions(project?.uid ?? ''), enabled: isPost });
  const [composing, setComposing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The composer goes away once sent: focus goes to the section's heading, above the new publications.
  const sent = () => {
    setComposing(false);
    heading.current?.focus();
  };
  if (!isPost || !project) return null;
  const hasAny = (publications.data?.length ?? 0) > 0;
  const open = composing || (publications.isSuccess && !hasAny);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="publish-section">
      <Title id={headingId} order={headingOrder} size="h5" ref={heading} tabIndex={-1}>
        {t(`${k}.section.title`)}
      </Title>
      {(hasAny || publications.isError) && (
        <PublicationsList
          ticketUid={ticketUid}
          workspaceUid={workspaceUid}
          zone={queue.data?.time_zone ?? 'UTC'}
        />
      )}
      {open ? (
        <Stack gap="xs">
          {hasAny && (
            <Text size="sm" fw={600}>
              {t(`${k}.section.more`)}
            </Text>
          )}
          <Composer
            ticketUid={ticketUid}
            workspaceUid={workspaceUid}
            project={project}
            words={post ?? { hook: null, caption: null }}
            onDone={sent}
            onCancel={hasAny ? () => setComposing(false) : undefined}
          />
        </Stack>
      ) : (
        publications.isSuccess && (
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSend size={14} aria-hidden />}
              onClick={() => setComposing(true)}
            >
              {t(`${k}.section.publishMore`)}
            </Button>
          </Group>
        )
      )}
    </Stack>
  );
}
