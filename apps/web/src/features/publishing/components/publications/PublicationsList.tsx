import '@/shared/i18n/parts/publishing';
import { isApiError } from '@expertos/api-client/client';
import type { Publication } from '@expertos/domain/publishing/publication.schema';
import { Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { teamQueryOptions } from '../../api/people';
import {
  publicationsQueryKey,
  publicationsQueryOptions,
  reschedulePublication,
  retryPublication,
  takeNewerAssets,
  unschedulePublication,
} from '../../api/publications';
import { networkName } from '../NetworkMark';
import { PublicationItem } from './PublicationItem';
import { RescheduleModal } from './RescheduleModal';

type Action =
  | { kind: 'reschedule'; publication: Publication; dueAt: string }
  | { kind: 'unschedule'; publication: Publication }
  | { kind: 'retry'; publication: Publication }
  | { kind: 'newer'; publication: Publication };

/**
 * A post's publications, one per channel (docs/product.md#publishing), with what a person may
 * do to each. Every change is made on the copy seen (its `version`): when someone or the
 * engine changed it meanwhile, the list says so and shows how it stands now.
 */
export function PublicationsList({
  ticketUid,
  workspaceUid,
  zone,
}: {
  ticketUid: string;
  workspaceUid: string;
  zone: string;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.publications' as const;
  const queryClient = useQueryClient();
  const list = useQuery(publicationsQueryOptions(ticketUid));
  const team = useQuery({ ...teamQueryOptions(workspaceUid), enabled: Boolean(workspaceUid) });
  const [moving, setMoving] = useState<Publication | null>(null);
  const key = publicationsQueryKey(ticketUid);
  const nameOf = (uid: string) => {
    const member = team.data?.members.find((m) => m.uid === uid);
    return member ? member.name || member.email : t(`${k}.someone`);
  };

  const act = useMutation({
    mutationFn: async (action: Action): Promise<Publication[] | null> => {
      const { uid, version } = action.publication;
      if (action.kind === 'reschedule')
        return reschedulePublication(ticketUid, uid, { due_at: action.dueAt, version });
      if (action.kind === 'retry') return retryPublication(ticketUid, uid, version);
      if (action.kind === 'newer') return takeNewerAssets(ticketUid, uid, version);
      await unschedulePublication(ticketUid, uid, version);
      return null;
    },
    onSuccess: (fresh, action) => {
      if (fresh) queryClient.setQueryData(key, fresh);
      void queryClient.invalidateQueries({ queryKey: key });
      if (action.kind === 'reschedule') setMoving(null);
      notify({ type: 'positive', message: t(`${k}.done.${action.kind}`) });
    },
    onError: (error, action) => {
      // Someone (or the engine) moved it first: show how it stands now rather than the old copy.
      if (isApiError(error) && error.status === 409 && error.code === 'conflict') {
        void queryClient.invalidateQueries({ queryKey: key });
        setMoving(null);
        notify({ type: 'negative', message: t(`${k}.changed`) });
        return;
      }
      if (action.kind !== 'reschedule') notify({ type: 'negative', message: errorText(error) });
    },
  });

  const askUnschedule = async (publication: Publication) => {
    const sure = await confirm({
      title: t(`${k}.unscheduleTitle`),
      message: t(`${k}.unscheduleText`, {
        network: networkName(publication.network, t),
        handle: publication.handle,
      }),
      ok: t(`${k}.unschedule`),
      danger: true,
    });
    if (sure) act.mutate({ kind: 'unschedule', publication });
  };

  if (list.isPending) return <Text size="sm">{t('ui.loading')}</Text>;
  if (list.isError)
    return (
      <QueryError
        layout="inline"
        message={t(`${k}.loadError`)}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(`${k}.empty`)}
      </Text>
    );
  const busyFor = (p: Publication) =>
    act.isPending && act.variables.publication.uid === p.uid && act.variables.kind !== 'reschedule'
      ? act.variables.kind
      : null;
  const rescheduleError =
    act.isError && act.variables.kind === 'reschedule' && moving ? errorText(act.error) : null;

  return (
    <>
      <Stack
        component="ul"
        gap="xs"
        aria-label={t(`${k}.listLabel`)}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {list.data.map((publication) => (
          <PublicationItem
            key={publication.uid}
            ticketUid={ticketUid}
            publication={publication}
            zone={zone}
            nameOf={nameOf}
            busy={busyFor(publication)}
            onReschedule={() => {
              act.reset();
              setMoving(publication);
            }}
            onUnschedule={() => void askUnschedule(publication)}
            onRetry={() => act.mutate({ kind: 'retry', publication })}
            onUseNewer={() => act.mutate({ kind: 'newer', publication })}
          />
        ))}
      </Stack>
      <RescheduleModal
        publication={moving}
        zone={zone}
        busy={act.isPending && act.variables.kind === 'reschedule'}
        error={rescheduleError}
        onSave={(dueAt) => moving && act.mutate({ kind: 'reschedule', publication: moving, dueAt })}
        onClose={() => setMoving(null)}
      />
    </>
  );
}
