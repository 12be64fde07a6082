import '@/shared/i18n/parts/handoff';
import { HANDOFF_APPS, isHandoffNetwork } from '@expertos/domain/publishing/handoff';
import type { Publication } from '@expertos/domain/publishing/publication.schema';
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { NetworkIcon, networkName } from '../components/NetworkMark';
import { CopyCaption } from './CopyCaption';
import { ticketPublicationsQueryOptions, ticketQueryOptions } from './handoff-api';
import { MarkPosted } from './MarkPosted';
import { MediaList } from './MediaList';

/** The column a phone fills and a desktop centres. */
const WIDTH = 520;

function LiveLink({ url }: { url: string }) {
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      {url}
    </Anchor>
  );
}

/** The way back to the post's ticket, once its title and brand are read (nothing while they are not). */
function TicketLink({ ticketUid }: { ticketUid: string }) {
  const { t } = useTranslation();
  const ticket = useQuery(ticketQueryOptions(ticketUid));
  if (!ticket.data) return null;
  return (
    <Anchor component={Link} to={paths.brandTask(ticket.data.project.slug, ticketUid)} size="sm">
      {t('ui.handoff.ticket', { title: ticket.data.summary })}
    </Anchor>
  );
}

/** Out: the live link, said as just marked or as found so. */
function Published({ url, justNow }: { url: string | null; justNow: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={justNow ? t('ui.handoff.markedPosted') : t('ui.handoff.published')}
      role="status"
      data-testid="handoff-published"
    >
      {url && (
        <Stack gap={4}>
          <Text size="sm">{t('ui.handoff.liveLink')}</Text>
          <LiveLink url={url} />
        </Stack>
      )}
    </Alert>
  );
}

/** Ready on the phone: the caption, the files, the network's app, and "I've posted it". */
function ReadyToPost({
  ticketUid,
  publication,
  network,
  onPosted,
}: {
  ticketUid: string;
  publication: Publication;
  network: string;
  onPosted: (url: string) => void;
}) {
  const { t } = useTranslation();
  const app = isHandoffNetwork(publication.network) ? HANDOFF_APPS[publication.network] : null;
  return (
    <Stack gap="lg">
      <Text size="sm">{t('ui.handoff.steps', { network })}</Text>
      <Stack gap="xs" component="section" aria-labelledby="handoff-caption-title">
        <Title order={2} size="h4" id="handoff-caption-title">
          {t('ui.handoff.caption')}
        </Title>
        <CopyCaption text={publication.variant.text} />
      </Stack>
      {publication.variant.first_comment && (
        <Stack gap="xs" component="section" aria-labelledby="handoff-comment-title">
          <Title order={2} size="h4" id="handoff-comment-title">
            {t('ui.handoff.firstComment')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ui.handoff.firstCommentHint')}
          </Text>
          <CopyCaption
            text={publication.variant.first_comment}
            copyLabel={t('ui.handoff.copyFirstComment')}
            testId="handoff-first-comment"
          />
        </Stack>
      )}
      <Stack gap="xs" component="section" aria-labelledby="handoff-media-title">
        <Title order={2} size="h4" id="handoff-media-title">
          {t('ui.handoff.media')}
        </Title>
        <MediaList ticketUid={ticketUid} media={publication.variant.media} />
      </Stack>
      {app && (
        <Button
          component="a"
          href={app.open}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          fullWidth
          variant="outline"
          leftSection={<NetworkIcon network={publication.network} size={20} />}
        >
          {t('ui.handoff.open', { network: app.name })}
        </Button>
      )}
      <MarkPosted ticketUid={ticketUid} publication={publication} network={network} onPosted={onPosted} />
    </Stack>
  );
}

/**
 * The phone hand-off (docs/product.md#publishing): where the "Ready to post" push lands. The
 * post's caption is copied in one tap, its files saved or shared in one tap each, the network's
 * app opened, and "I've posted it" takes the live link and marks the post published. A post
 * not handed over yet says when it is due; one out already shows its link.
 */
export function HandoffPage() {
  const { t } = useTranslation();
  const { ticketId = '', publicationId = '' } = useParams();
  const publications = useQuery(ticketPublicationsQueryOptions(ticketId));
  const [postedNow, setPostedNow] = useState<string | null>(null);
  const publication = publications.data?.find((p) => p.uid === publicationId) ?? null;

  if (publications.isPending)
    return (
      <Center py="xl" aria-busy="true">
        <Loader aria-label={t('ui.loading')} />
      </Center>
    );
  if (publications.isError)
    return (
      <Stack maw={WIDTH} mx="auto" w="100%">
        <QueryError
          message={t('ui.handoff.loadError')}
          error={publications.error}
          onRetry={() => void publications.refetch()}
          retrying={publications.isFetching}
        />
      </Stack>
    );
  if (!publication)
    return (
      <Stack maw={WIDTH} mx="auto" w="100%">
        <Alert color="gray" variant="light" role="status">
          {t('ui.handoff.notFound')}
        </Alert>
      </Stack>
    );

  const network = networkName(publication.network, t);
  return (
    <Stack maw={WIDTH} mx="auto" w="100%" data-testid="handoff" data-state={publication.state}>
      <PageFrame
        title={t('ui.handoff.title', { network })}
        subtitle={
          <>
            <NetworkIcon network={publication.network} size={16} />{' '}
            {t('ui.handoff.account', { handle: publication.handle })}
          </>
        }
      >
        {publication.state === 'published' ? (
          <Published url={publication.remote_url ?? postedNow} justNow={postedNow !== null} />
        ) : publication.state === 'handed_off' ? (
          <ReadyToPost
            ticketUid={ticketId}
            publication={publication}
            network={network}
            onPosted={setPostedNow}
          />
        ) : (
          <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} aria-hidden />} role="status">
            {t('ui.handoff.notYet', { when: formatDateTime(publication.due_at) })}
          </Alert>
        )}
        <TicketLink ticketUid={ticketId} />
      </PageFrame>
    </Stack>
  );
}
