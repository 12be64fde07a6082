import '@/shared/i18n/parts/analytics';
import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LabelImportedPost, type PostLabelsView } from './LabelImportedPost';

/**
 * What a listed post offers beside its name: "Label" for an imported post without a ticket
 * (members only: `labelling` is absent for externals) and its live link.
 */
export function PostActions({
  post,
  labelling,
  name,
}: {
  post: PostLabelsView & { url: string | null };
  labelling?: { projectUid: string; pillars: readonly string[] };
  name: { platform: string; date: string };
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {labelling && post.imported_post_id && (
        <LabelImportedPost
          projectUid={labelling.projectUid}
          pillars={labelling.pillars}
          post={{ ...post, imported_post_id: post.imported_post_id }}
          name={name}
        />
      )}
      {post.url && (
        <Anchor href={post.url} target="_blank" rel="noopener noreferrer" size="xs">
          <Group gap={4} wrap="nowrap">
            {t('ui.analytics.ranked.live')}
            <IconExternalLink size={12} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
