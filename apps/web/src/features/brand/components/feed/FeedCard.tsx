import type { FeedItem } from '@expertos/domain/brand.schema';
import { isExternalRole } from '@expertos/domain/roles';
import { POST_PURPOSE_LABELS, type PostPurpose, TICKET_STATUS_LABELS } from '@expertos/domain/tickets';
import { Anchor, AspectRatio, Badge, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFileUrl } from '@/shared/lib/use-file-url';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { fetchBrandFile } from '../../api/brand-library';
import { shortDate } from '../../lib/week';

const PLATFORM_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
const platformLabel = (value: string) =>
  PLATFORM_LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
const isPurpose = (value: string | null): value is PostPurpose =>
  value !== null && value in POST_PURPOSE_LABELS;

function FeedImage({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useTranslation();
  const file = useFileUrl(url ?? '', (address, signal) => fetchBrandFile(address, signal), url !== null);
  return (
    <AspectRatio ratio={4 / 3}>
      {file.src ? (
        <Image src={file.src} alt={alt} fit="cover" />
      ) : (
        <Center bg="gray.1" c="gray.5" aria-label={url ? undefined : t('ui.brandContent.feed.noImage')}>
          <IconPhoto size={40} aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}

/** A posted or published post: image, caption, platform, posted date, live link and its task. */
export function FeedCard({ item, slug }: { item: FeedItem; slug: string }) {
  const { t, i18n } = useTranslation();
  const external = useWorkspaceStore((state) => isExternalRole(state.currentMemberRole));
  const f = 'ui.brandContent.feed' as const;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={item.summary}>
      <Card.Section>
        <FeedImage url={item.image_url} alt={item.summary} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6}>
          {item.post_platform && (
            <Badge variant="light" size="sm">
              {platformLabel(item.post_platform)}
            </Badge>
          )}
          {isPurpose(item.post_audience) && (
            <Badge variant="outline" color="gray" size="sm">
              {POST_PURPOSE_LABELS[item.post_audience]}
            </Badge>
          )}
          <Badge variant="dot" color="teal" size="sm">
            {TICKET_STATUS_LABELS[item.status]}
          </Badge>
        </Group>
        <Text fw={600} lineClamp={2}>
          {item.summary}
        </Text>
        {item.caption && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {item.caption}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {item.posted_date
            ? t(`${f}.postedOn`, { date: shortDate(item.posted_date, i18n.language) })
            : t(`${f}.notDated`)}
        </Text>
        <Group gap="md" justify="space-between">
          {/* An external cannot open tasks: no link to one. */}
          {external ? (
            <span />
          ) : (
            <Anchor component={Link} to={paths.brandTask(slug, item.uid)} size="sm">
              {t(`${f}.openTask`, { id: item.id })}
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
      </Stack>
    </Card>
  );
}
