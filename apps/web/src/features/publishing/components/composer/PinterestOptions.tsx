import '@/shared/i18n/parts/publishing';
import type { PublishingChannel } from '@expertos/domain/publishing/channel.schema';
import { PINTEREST_LIMITS } from '@expertos/domain/publishing/pinterest';
import { Alert, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { boardsQueryOptions } from '../../api/channels';
import { NEW_PINTEREST, type PinterestDraft, type VariantDraft } from '../../lib/variant-draft';

/**
 * A Pin's choices (docs/product.md#publishing): the board it goes on, chosen from the account's
 * boards as Pinterest lists them now (none preselected: a Pin needs one, and nothing picks it
 * for the person), its title, and the page it leads to. The text is the Pin's description.
 */
export function PinterestOptions({
  projectUid,
  channel,
  draft,
  linkError,
  onChange,
}: {
  projectUid: string;
  channel: PublishingChannel;
  draft: VariantDraft;
  /** What is wrong with the link (not a web address, or refused by the server last time). */
  linkError?: string;
  onChange: (change: Partial<VariantDraft>) => void;
}) {
  const { t } = useTranslation();
  const k = 'ui.publishing.pinterest' as const;
  const boards = useQuery(boardsQueryOptions(projectUid, channel.uid));
  const pinterest = draft.pinterest ?? NEW_PINTEREST;
  const set = (change: Partial<PinterestDraft>) => onChange({ pinterest: { ...pinterest, ...change } });
  return (
    <Stack gap="xs" data-testid="pinterest-options">
      {boards.isPending ? (
        <Skeleton height={56} role="status" aria-label={t('ui.loading')} />
      ) : boards.isError ? (
        <Alert color="red" role="alert" title={t(`${k}.boardsError`)}>
          {errorText(boards.error)}
        </Alert>
      ) : (
        <Select
          label={t(`${k}.board`)}
          description={boards.data.length === 0 ? t(`${k}.noBoards`) : t(`${k}.boardHint`)}
          placeholder={t(`${k}.boardPlaceholder`)}
          data={boards.data.map((board) => ({
            value: board.id,
            label: board.privacy === 'SECRET' ? t(`${k}.secret`, { name: board.name }) : board.name,
          }))}
          value={pinterest.boardId || null}
          onChange={(value) => set({ boardId: value ?? '' })}
          searchable
          required
        />
      )}
      <TextInput
        label={t(`${k}.title`)}
        description={t(`${k}.titleHint`, { max: PINTEREST_LIMITS.titleCharacters })}
        maxLength={200}
        value={pinterest.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <TextInput
        type="url"
        label={t(`${k}.link`)}
        description={t(`${k}.linkHint`)}
        placeholder="https://"
        maxLength={2000}
        value={draft.link}
        onChange={(event) => onChange({ link: event.currentTarget.value })}
        error={linkError}
      />
    </Stack>
  );
}
