import '@/shared/i18n/parts/approval-versions';
import type { VersionDiff as Diff } from '@expertos/domain/approvals/versions';
import { Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '@/shared/lib/use-file-url';
import { QueryError } from '@/shared/ui/QueryError';
import { fetchVersionImage, versionDiffQueryOptions } from '../api/versions';

type Field = Diff['fields'][number];
type File = Diff['media']['added'][number];

const k = 'ui.approvalVersions.diff' as const;

// Not colour alone: added words are underlined, removed ones struck through (ins/del).
const ADDED: CSSProperties = {
  background: 'var(--mantine-color-green-light)',
  color: 'var(--mantine-color-green-light-color)',
  textDecoration: 'underline',
};
const REMOVED: CSSProperties = {
  background: 'var(--mantine-color-red-light)',
  color: 'var(--mantine-color-red-light-color)',
  textDecoration: 'line-through',
};

function FieldText({ field }: { field: Field }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {field.segments.map((segment, i) =>
        segment.kind === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's segments are fixed once fetched.
          <ins key={i} style={ADDED} title={t(`${k}.inserted`)}>
            {segment.text}
          </ins>
        ) : segment.kind === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's segments are fixed once fetched.
          <del key={i} style={REMOVED} title={t(`${k}.deleted`)}>
            {segment.text}
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's segments are fixed once fetched.
          <span key={i}>{segment.text}</span>
        ),
      )}
    </Text>
  );
}

/** A file as a thumbnail; one deleted since by its name only. */
function Thumb({ file }: { file: File }) {
  const { t } = useTranslation();
  const image = useFileUrl(file.url ?? '', fetchVersionImage, file.url !== null);
  return (
    <Stack gap={2} w={88} component="figure" m={0}>
      <Box
        w={88}
        h={88}
        bg="var(--mantine-color-gray-light)"
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {image.src ? (
          <Image src={image.src} alt={file.name} w={88} h={88} fit="cover" />
        ) : (
          <IconPhotoOff size={24} aria-hidden stroke={1.5} />
        )}
      </Box>
      <Text size="xs" component="figcaption" style={{ overflowWrap: 'anywhere' }}>
        {file.name}
        {file.url === null && (
          <Text span size="xs" c="dimmed">
            {' '}
            {t(`${k}.fileGone`)}
          </Text>
        )}
      </Text>
    </Stack>
  );
}

function MediaChanges({ media }: { media: Diff['media'] }) {
  const { t } = useTranslation();
  const groups = [
    ['mediaAdded', media.added],
    ['mediaRemoved', media.removed],
    ['mediaMoved', media.moved],
  ] as const;
  if (groups.every(([, files]) => files.length === 0) && media.replaced.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t(`${k}.files`)}
      </Text>
      {groups.map(
        ([label, files]) =>
          files.length > 0 && (
            <Stack key={label} gap={4}>
              <Text size="xs" c="dimmed">
                {t(`${k}.${label}`)}
              </Text>
              <Group gap="sm" align="flex-start">
                {files.map((file) => (
                  <Thumb key={file.id} file={file} />
                ))}
              </Group>
            </Stack>
          ),
      )}
      {media.replaced.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t(`${k}.mediaReplaced`)}
          </Text>
          {media.replaced.map((pair) => (
            <Group
              key={`${pair.from.id}-${pair.to.id}`}
              gap="xs"
              align="center"
              aria-label={t(`${k}.replacedBy`, { from: pair.from.name, to: pair.to.name })}
            >
              <Thumb file={pair.from} />
              <Text aria-hidden>→</Text>
              <Thumb file={pair.to} />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Two versions of a post compared (docs/product.md#approvals): each text that changed, word by
 * word, and the files added, removed, moved or replaced as thumbnails (a file deleted since by
 * its name). Shown in the post's History, and where reviewers decide.
 */
export function VersionDiff({
  ticketUid,
  from,
  to,
  headingOrder = 3,
}: {
  ticketUid: string;
  from: number;
  to: number;
  /** The level of each text's heading: one under the place the diff is shown in. */
  headingOrder?: 3 | 4 | 5 | 6;
}) {
  const { t } = useTranslation();
  const diff = useQuery(versionDiffQueryOptions(ticketUid, from, to));
  if (diff.isPending) return <Text size="sm">{t(`${k}.loading`)}</Text>;
  if (diff.isError)
    return (
      <QueryError
        message={t(`${k}.loadError`)}
        error={diff.error}
        onRetry={() => void diff.refetch()}
        retrying={diff.isFetching}
        layout="inline"
        compact
      />
    );
  const label = (field: Field) => t(`${k}.fields.${field.field}`, { network: field.network ?? '' });
  const changed = diff.data.fields.filter((field) => field.changed);
  const unchanged = diff.data.fields.filter((field) => !field.changed);
  const media = diff.data.media;
  const noFiles = [media.added, media.removed, media.moved, media.replaced].every(
    (list) => list.length === 0,
  );
  return (
    <Stack gap="md" data-testid="version-diff">
      {changed.length === 0 && noFiles ? (
        <Text size="sm">{t(`${k}.same`)}</Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t(`${k}.legend`)}
        </Text>
      )}
      {changed.map((field) => (
        <Stack key={`${field.field}-${field.channel ?? ''}`} gap={4}>
          <Title order={headingOrder} size="sm">
            {label(field)}
          </Title>
          <FieldText field={field} />
        </Stack>
      ))}
      <MediaChanges media={media} />
      {unchanged.length > 0 && changed.length > 0 && (
        <Text size="xs" c="dimmed">
          {t(`${k}.unchanged`, { fields: unchanged.map(label).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
