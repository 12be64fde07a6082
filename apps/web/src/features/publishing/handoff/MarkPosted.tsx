import '@/shared/i18n/parts/handoff';
import { isApiError } from '@expertos/api-client/client';
import type { Publication } from '@expertos/domain/publishing/publication.schema';
import { markPostedSchema } from '@expertos/domain/publishing/publication.schema';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck, IconClipboard } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useAutofocus } from '@/shared/lib/use-autofocus';
import { notify } from '@/shared/ui/notify/notify-store';
import { markPosted } from './handoff-api';

const canReadClipboard = () => typeof navigator.clipboard?.readText === 'function';

/**
 * "I've posted it": asks for the live post's link (pasted from the clipboard in one tap where
 * the browser allows it) and marks the publication published, on the copy seen.
 */
export function MarkPosted({
  ticketUid,
  publication,
  network,
  onPosted,
}: {
  ticketUid: string;
  publication: Publication;
  /** The network's name. */
  network: string;
  onPosted: (url: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The link is what is asked: its field takes the focus when the question opens.
  const field = useAutofocus<HTMLInputElement>(asking);
  const key = ticketKeys.publications(ticketUid);
  const post = useMutation({
    mutationFn: (link: string) =>
      markPosted(ticketUid, publication.uid, { version: publication.version, url: link }),
    onSuccess: (list, link) => {
      queryClient.setQueryData(key, list);
      onPosted(link);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        notify({ type: 'negative', message: t('ui.handoff.changed') });
        void queryClient.invalidateQueries({ queryKey: key });
      } else setProblem(errorText(error));
    },
  });

  const paste = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim();
      setUrl(text);
      setProblem(null);
    } catch {
      setProblem(t('ui.handoff.pasteFailed'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const link = url.trim();
    if (!markPostedSchema.shape.url.safeParse(link).success) {
      setProblem(t('ui.handoff.linkInvalid'));
      return;
    }
    setProblem(null);
    post.mutate(link);
  };

  if (!asking)
    return (
      <Button
        size="lg"
        fullWidth
        leftSection={<IconCircleCheck size={20} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        {t('ui.handoff.posted')}
      </Button>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('ui.handoff.link')}
          description={t('ui.handoff.linkHint', { network })}
          placeholder="https://"
          type="url"
          inputMode="url"
          autoComplete="off"
          size="md"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={problem}
          ref={field}
        />
        {canReadClipboard() && (
          <Button
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconClipboard size={18} aria-hidden />}
            onClick={() => void paste()}
          >
            {t('ui.handoff.paste')}
          </Button>
        )}
        <Button type="submit" size="lg" fullWidth loading={post.isPending}>
          {t('ui.handoff.confirm')}
        </Button>
        <Button
          variant="subtle"
          size="md"
          fullWidth
          onClick={() => setAsking(false)}
          disabled={post.isPending}
        >
          {t('ui.handoff.cancel')}
        </Button>
      </Stack>
    </form>
  );
}
