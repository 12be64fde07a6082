import '@/shared/i18n/parts/publishing';
import type { RightsTakedown } from '@expertos/domain/publishing/rights-takedown.schema';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { SectionCard } from '@/shared/ui/SectionCard';
// Through the module's exports, so a test's `vi.spyOn(takedownsApi, …)` answers the call too.
import * as takedownsApi from '../../api/rights-takedowns';
import { NetworkIcon, networkName } from '../NetworkMark';

/**
 * A brand's published posts whose library asset may no longer be used, on its integrations page
 * (docs/product.md#asset-library): "Take down" where the network can delete the post, else what
 * a person must do by hand. Shown only when there is one: nothing to do needs no card.
 */
export function RightsTakedownsCard({ projectUid }: { projectUid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(takedownsApi.rightsTakedownsQueryOptions(projectUid));
  const takeDown = useMutation({
    mutationFn: (item: RightsTakedown) =>
      takedownsApi.takeDownPublication(item.ticket_uid, item.publication_uid, item.version),
    onSuccess: (_, item) => {
      notify({ type: 'positive', message: t('ui.publishing.rightsTakedowns.takenDown') });
      void queryClient.invalidateQueries({ queryKey: takedownsApi.rightsTakedownsQueryKey(projectUid) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.publications(item.ticket_uid) });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const ask = async (item: RightsTakedown) => {
    const sure = await confirm({
      title: t('ui.publishing.rightsTakedowns.confirmTitle', { network: networkName(item.network, t) }),
      message: t('ui.publishing.rightsTakedowns.confirmText'),
      ok: t('ui.publishing.rightsTakedowns.takeDown'),
      danger: true,
    });
    if (sure) takeDown.mutate(item);
  };

  if (!list.data || list.data.length === 0) return null;
  return (
    <SectionCard
      title={t('ui.publishing.rightsTakedowns.title')}
      intro={t('ui.publishing.rightsTakedowns.intro')}
    >
      <Stack gap="xs" role="list" aria-label={t('ui.publishing.rightsTakedowns.listLabel')}>
        {list.data.map((item) => (
          <Paper key={item.publication_uid} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Group gap={6} wrap="nowrap">
                  <NetworkIcon network={item.network} size={16} />
                  <Text size="sm" fw={600}>
                    {item.ticket_title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {item.handle}
                  </Text>
                </Group>
                <Text size="sm">
                  {item.asset.reason === 'expired'
                    ? item.asset.last_day
                      ? t('ui.publishing.rightsTakedowns.expired', {
                          name: item.asset.name,
                          day: item.asset.last_day,
                        })
                      : t('ui.publishing.rightsTakedowns.ended', { name: item.asset.name })
                    : t('ui.publishing.rightsTakedowns.barred', { name: item.asset.name })}
                </Text>
                {item.remote_url && (
                  <Anchor href={item.remote_url} target="_blank" rel="noreferrer" size="sm">
                    <Group gap={4} wrap="nowrap">
                      {t('ui.publishing.rightsTakedowns.open')}
                      <IconExternalLink size={14} aria-hidden />
                    </Group>
                  </Anchor>
                )}
                {!item.can_take_down && (
                  <Text size="sm" c="dimmed">
                    {item.task_uid
                      ? t('ui.publishing.rightsTakedowns.byHand')
                      : t('ui.publishing.rightsTakedowns.byHandSoon')}
                  </Text>
                )}
              </Stack>
              {item.can_take_down && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  loading={takeDown.isPending && takeDown.variables?.publication_uid === item.publication_uid}
                  aria-label={t('ui.publishing.rightsTakedowns.takeDownLabel', {
                    title: item.ticket_title,
                    network: networkName(item.network, t),
                  })}
                  onClick={() => void ask(item)}
                >
                  {t('ui.publishing.rightsTakedowns.takeDown')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </SectionCard>
  );
}
