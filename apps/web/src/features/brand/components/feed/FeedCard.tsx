import '@/shared/i18n/parts/brand-content';
import '@/shared/i18n/parts/social';
import type { FeedItem } from '@expertos/domain/brand.schema';
import { isExternalRole } from '@expertos/domain/roles';
import { POST_PLATFORMS, POST_PURPOSES, type PostPlatform, type PostPurpose } from '@expertos/domain/tickets';
import { Anchor, AspectRatio, Badge, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPhoto } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/shared/lib/format';
import { useFileUrl } from '@/shared/lib/use-file-url';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { useSlots } from '@/shared/ui/slots';
import { fetchBrandFile } from '../../api/brand-library';
import { shortDate } from '../../lib/week';

const isPlatform = (value: string): value is PostPlatform =>
  (POST_PLATFORMS as readonly string[]).includes(value);
/** A post's network by its name; an imported one the app has no name for, as the import wrote it. */
const platformLabel = (value: string, t: TFunction) =>
  isPlatform(value)
    ? t(`ui.tickets.list.platforms.${value}`)
    : value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
const isPurpose = (value: string | null): value is PostPurpose =>
  value !== null && (POST_PURPOSES as readonly string[]).includes(value);

function Placeholder({ label }: { label?: string }) {
  return (
    <Center bg="gray.1" c="gray.5" aria-label={label} h="100%">
      <IconPhoto size={40} aria-hidden />
    </Center>
  );
}

function FeedImage({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useTranslation();
  const file = useFileUrl(url ?? '', (address, signal) => fetchBrandFile(address, signal), url !== null);
  return (
    <AspectRatio ratio={4 / 3}>
      {file.src ? (
        <Image src={file.src} alt={alt} fit="cover" />
      ) : (
        <Placeholder label={url ? undefined : t('ui.brandContent.feed.noImage')} />
      )}
    </AspectRatio>
  );
}

/** An imported post's picture: the provider's own address, shown as it is (a placeholder if it fails). */
function RemoteImage({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={4 / 3}>
      {url && !failed ? (
        <Image src={url} alt={alt} fit="cover" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
      ) : (
        <Placeholder label={t('ui.brandContent.feed.noImage')} />
      )}
    </AspectRatio>
  );
}

/** Likes, comments, views and reach where the provider reports them. */
function Metrics({ metrics }: { metrics: NonNullable<FeedItem['metrics']> }) {
  const { t, i18n } = useTranslation();
  const shown = (
    [
      ['likes', t('ui.social.likes')],
      ['comments', t('ui.social.comments')],
      ['views', t('ui.social.views')],
      ['reach', t('ui.social.postReach')],
    ] as const
  ).filter(([key]) => metrics[key] !== null);
  if (shown.length === 0) return null;
  return (
    <Group gap="sm" aria-label={t('ui.brandContent.feed.metrics')}>
      {shown.map(([key, label]) => (
        <Text key={key} size="xs">
          <Text span fw={700}>
            {formatNumber(metrics[key] ?? 0, i18n.language, { notation: 'compact' })}
          </Text>{' '}
          <Text span c="dimmed" size="xs">
            {label}
          </Text>
        </Text>
      ))}
    </Group>
  );
}

/**
 * A Feed item: a posted or published post ticket (image, caption, platform, posted date, live
 * link and its task), or a post imported from Instagram or YouTube (its picture, caption,
 * numbers, link, and the actions the social feature lends through a slot).
 */
export function FeedCard({
  item,
  slug,
  workspaceUid,
  projectUid,
}: {
  item: FeedItem;
  slug: string;
  workspaceUid?: string;
  projectUid?: string;
}) {
  const { t, i18n } = useTranslation();
  const external = useWorkspaceStore((state) => isExternalRole(state.currentMemberRole));
  const slots = useSlots();
  const f = 'ui.brandContent.feed' as const;
  const imported = item.source !== 'ticket';
  const title = item.summary || t(`${f}.untitled`);
  const taskUid = imported ? item.ticket_uid : item.uid;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Card.Section>
        {imported ? (
          <RemoteImage url={item.image_url} alt={title} />
        ) : (
          <FeedImage url={item.image_url} alt={title} />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6}>
          {item.post_platform && (
            <Badge variant="light" size="sm">
              {platformLabel(item.post_platform, t)}
            </Badge>
          )}
          {isPurpose(item.post_audience) && (
            <Badge variant="outline" color="gray" size="sm">
              {t(`ui.tickets.list.purposes.${item.post_audience}`)}
            </Badge>
          )}
          {item.status ? (
            <Badge variant="dot" color="teal" size="sm">
              {t(`ui.tickets.list.statuses.${item.status}`)}
            </Badge>
          ) : (
            <Badge variant="dot" color="grape" size="sm">
              {t(`${f}.imported`)}
            </Badge>
          )}
        </Group>
        <Text fw={600} lineClamp={2}>
          {title}
        </Text>
        {item.caption && item.caption.trim() !== title && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {item.caption}
          </Text>
        )}
        {item.metrics && <Metrics metrics={item.metrics} />}
        <Text size="xs" c="dimmed">
          {item.posted_date
            ? t(`${f}.postedOn`, { date: shortDate(item.posted_date, i18n.language) })
            : t(`${f}.notDated`)}
        </Text>
        <Group gap="md" justify="space-between">
          {/* An external cannot open tasks: no link to one. */}
          {external || !taskUid ? (
            <span />
          ) : (
            <Anchor component={Link} to={paths.brandTask(slug, taskUid)} size="sm">
              {item.id === null ? t(`${f}.openMadeTask`) : t(`${f}.openTask`, { id: item.id })}
            </Anchor>
          )}
          {item.live_link && (
            <Anchor href={item.live_link} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                {t(`${f}.openLive`)}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
        {imported &&
          !external &&
          workspaceUid &&
          projectUid &&
          slots.feedItemActions.map((Actions, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
            <Suspense key={i} fallback={null}>
              <Actions workspaceUid={workspaceUid} projectUid={projectUid} item={item} />
            </Suspense>
          ))}
      </Stack>
    </Card>
  );
}
