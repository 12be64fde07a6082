import '@/shared/i18n/parts/ai';
import { getTicket, listProjectTickets, updateTicket } from '@expertos/api-client/tickets';
import { type Ticket, ticketCaption } from '@expertos/domain/ticket.schema';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';

/** The fields of a post an answer can go into (docs/product.md#ai). */
export const POST_TEXT_FIELDS = [
  'caption',
  'hook',
  'hook_variation_1',
  'hook_variation_2',
  'hook_variation_3',
] as const;
export type PostTextField = (typeof POST_TEXT_FIELDS)[number];

const currentValue = (ticket: Ticket, field: PostTextField) =>
  field === 'caption' ? ticketCaption(ticket) : ticket[field];

/**
 * Puts a playground answer into one field of an existing post of the brand. The post is read
 * first so a filled field is replaced only after the person saw that it is, and the change is
 * sent with the post's `updated` so a teammate's newer edit is never overwritten unseen.
 */
export function SaveIntoPost({
  projectUid,
  projectSlug,
  text,
}: {
  projectUid: string;
  projectSlug: string;
  text: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const [postUid, setPostUid] = useState<string | null>(null);
  const [field, setField] = useState<PostTextField>('caption');

  const posts = useQuery({
    queryKey: ticketKeys.postsToSaveIntoFound(projectUid, query),
    queryFn: () =>
      listProjectTickets(api, projectUid, { ticket_type: ['post'], q: query || undefined, limit: 20 }),
  });
  const post = useQuery({
    queryKey: ticketKeys.ticket(postUid ?? ''),
    queryFn: () => getTicket(api, postUid as string),
    enabled: Boolean(postUid),
  });
  const save = useMutation({
    mutationFn: (target: Ticket) =>
      updateTicket(api, target.uid, { [field]: text, base_updated_at: target.updated }),
    onSuccess: (saved) => {
      notify({
        type: 'positive',
        message: t('ui.ai.savedInto', { id: saved.id, field: t(`ui.ai.fields.${field}`) }),
      });
      void post.refetch();
    },
    onError: (error) => notify({ type: 'negative', message: error.message }),
  });

  const options = (posts.data?.items ?? []).map((item) => ({
    value: item.uid,
    label: `#${item.id} ${item.summary}`,
  }));
  const filled = post.data ? currentValue(post.data, field) : null;
  const sameText = filled === text;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('ui.ai.saveInto')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('ui.ai.post')}
          placeholder={t('ui.ai.postPlaceholder')}
          data={options}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          value={postUid}
          onChange={(uid) => {
            setPostUid(uid);
            save.reset();
          }}
          nothingFoundMessage={posts.isFetching ? t('ui.ai.postsLoading') : t('ui.ai.noPosts')}
          style={{ flex: '1 1 16rem' }}
        />
        <Select
          label={t('ui.ai.field')}
          data={POST_TEXT_FIELDS.map((value) => ({ value, label: t(`ui.ai.fields.${value}`) }))}
          value={field}
          onChange={(value) => {
            if (value) setField(value as PostTextField);
            save.reset();
          }}
          allowDeselect={false}
          style={{ flex: '0 1 12rem' }}
        />
        <Button
          variant="default"
          disabled={!post.data || sameText}
          loading={save.isPending || (Boolean(postUid) && post.isLoading)}
          onClick={() => post.data && save.mutate(post.data)}
        >
          {filled ? t('ui.ai.replaceField') : t('ui.ai.saveField')}
        </Button>
      </Group>
      {post.data && filled && !sameText && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {t('ui.ai.fieldHolds', { text: filled })}
        </Text>
      )}
      {post.data && sameText && (
        <Text size="xs" c="dimmed">
          {t('ui.ai.fieldSaved')}{' '}
          <Anchor component={Link} to={paths.brandTask(projectSlug, post.data.uid)} size="xs">
            {t('ui.ai.openSaved', { id: post.data.id })}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
