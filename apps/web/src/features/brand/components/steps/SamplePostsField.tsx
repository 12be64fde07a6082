import '@/shared/i18n/parts/brand-settings';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { LIMITS } from '@expertos/domain/limits';
import { ActionIcon, Button, Group, Input, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconTicket, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { translateError } from '@/shared/i18n/i18n';
import { fetchBrandPosts } from '../../api/brand-posts';

/** A chosen sample post: one of the brand's post tickets, or a link. */
export interface SamplePostDraft {
  ticket_uid: string | null;
  url: string | null;
  title: string;
}

const MAX = LIMITS.brandVoiceMaxPosts;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Up to 4 posts that define the voice (docs/product.md#brand-profile): picked from the brand's
 * post tasks or pasted as links. A 5th is refused here with the catalogue's message.
 */
export function SamplePostsField({
  projectUid,
  posts,
  onChange,
}: {
  projectUid: string;
  posts: SamplePostDraft[];
  onChange: (posts: SamplePostDraft[]) => void;
}) {
  const { t } = useTranslation();
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const tickets = useQuery({
    queryKey: ticketKeys.samplePostsFound(projectUid, ''),
    queryFn: () => fetchBrandPosts(projectUid, ''),
  });
  const full = posts.length >= MAX;
  const limitText = translateError(
    'brand_voice_posts_limit',
    ERROR_CATALOGUE.brand_voice_posts_limit.message,
  );

  const add = (post: SamplePostDraft) => {
    if (full) {
      setProblem(limitText);
      return false;
    }
    setProblem(null);
    onChange([...posts, post]);
    return true;
  };
  const addTicket = (uid: string | null) => {
    const ticket = tickets.data?.find((item) => item.uid === uid);
    if (!ticket || posts.some((post) => post.ticket_uid === ticket.uid)) return;
    add({ ticket_uid: ticket.uid, url: null, title: `#${ticket.id} ${ticket.summary}` });
  };
  const addLink = () => {
    const text = link.trim();
    if (full) {
      setProblem(limitText);
      return;
    }
    if (!isWebAddress(text)) {
      setProblem(t('ui.brandSettings.voices.linkInvalid'));
      return;
    }
    if (add({ ticket_uid: null, url: text, title: text })) setLink('');
  };
  const chosen = new Set(posts.map((post) => post.ticket_uid));

  return (
    <Input.Wrapper
      label={t('ui.brandSettings.voices.posts')}
      description={t('ui.brandSettings.voices.postsHint', { max: MAX })}
    >
      <Stack gap="xs" mt={6}>
        <Text size="xs" c="dimmed" data-testid="sample-post-count">
          {t('ui.brandSettings.voices.postsCount', { count: posts.length, max: MAX })}
        </Text>
        {posts.map((post, at) => (
          <Group key={post.ticket_uid ?? post.url ?? at} gap="xs" wrap="nowrap">
            {post.ticket_uid ? <IconTicket size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
            <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {post.title}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('ui.brandSettings.voices.removePost', { title: post.title })}
              onClick={() => {
                setProblem(null);
                onChange(posts.filter((_, i) => i !== at));
              }}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Select
          label={t('ui.brandSettings.voices.pickPost')}
          placeholder={t('ui.brandSettings.voices.pickPostPlaceholder')}
          searchable
          nothingFoundMessage="—"
          data={(tickets.data ?? [])
            .filter((ticket) => !chosen.has(ticket.uid))
            .map((ticket) => ({ value: ticket.uid, label: `#${ticket.id} ${ticket.summary}` }))}
          value={null}
          onChange={addTicket}
          disabled={full}
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('ui.brandSettings.voices.link')}
            placeholder="https://"
            type="url"
            value={link}
            onChange={(event) => setLink(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLink();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={addLink}>
            {t('ui.brandSettings.voices.addLink')}
          </Button>
        </Group>
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
